// antd's rjsf field template shows a field's help *instead of* its error message: a field with
// help turned red without saying what is wrong. Here the help is antd's `extra` (a note kept under
// the field) and the error message is the Form.Item's help, as antd means them.
import { Templates } from '@rjsf/antd'
import type { FieldTemplateProps } from '@rjsf/utils'

const AntdFieldTemplate = Templates.FieldTemplate!

export function FieldTemplate(props: FieldTemplateProps) {
  if (!props.rawHelp) return <AntdFieldTemplate {...props} />
  // Field descriptions are not shown (form-schema.ts drops them), so `extra` is free for the help.
  return <AntdFieldTemplate {...props} rawHelp={undefined} help={undefined} rawDescription={props.rawHelp} description={props.help} />
}
