import { Button, Typography } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import type { ArrayFieldTemplateProps } from '@rjsf/utils'

/** An array inside a form (approval nodes): its title, its items, and a labelled add button. */
export function ArrayTemplate(props: ArrayFieldTemplateProps) {
  return (
    <div style={{ marginBottom: 16 }}>
      <Typography.Text strong>
        {props.required && <span style={{ color: '#ff4d4f' }}>* </span>}
        {props.title}
      </Typography.Text>
      <div style={{ marginTop: 8 }}>{props.items}</div>
      {props.canAdd && !props.readonly && !props.disabled && (
        <Button type="dashed" block icon={<PlusOutlined />} onClick={props.onAddClick}>
          添加{props.title}
        </Button>
      )}
    </div>
  )
}
