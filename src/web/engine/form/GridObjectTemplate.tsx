import { Col, Row } from 'antd'
import type { ObjectFieldTemplateProps } from '@rjsf/utils'

/** Lays the fields of a form out in antd columns (screens.yaml layout.columns and field span). */
export function GridObjectTemplate(props: ObjectFieldTemplateProps) {
  const columns = Number((props.uiSchema?.['ui:options'] as { columns?: number } | undefined)?.columns ?? 2)
  return (
    <Row gutter={16}>
      {props.properties
        .filter((p) => !p.hidden)
        .map((p) => {
          const span = Number((props.uiSchema?.[p.name]?.['ui:options'] as { span?: number } | undefined)?.span ?? 1)
          return (
            <Col key={p.name} span={Math.min(24, (24 / columns) * span)}>
              {p.content}
            </Col>
          )
        })}
    </Row>
  )
}
