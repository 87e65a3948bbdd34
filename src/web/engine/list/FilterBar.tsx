// The filter form of a list, generated from the screen's `filters`: text inputs search by
// part of the value, enums and references become selects, dates become ranges (the widget
// registry's choice for a filter, engine/widgets/choose-widget.ts). Values are kept as the API
// takes them (dates as YYYY-MM-DD text).
import { Button, Form, Space } from 'antd'
import { useEffect } from 'react'
import type { EntitySchema, ScreenFilter } from '../../../config/types.ts'
import { ordered, resolveField, titleAmong } from '../schema-fields.ts'
import { chooseWidget } from '../widgets/choose-widget.ts'
import { Widget } from '../widgets/registry.tsx'

interface Props {
  /** Prefixes the fields' ids: keep-alive tabs keep several filter bars in the page, and a
   *  label must point at its own field, not the same-named one of a hidden tab. */
  name: string
  entity?: EntitySchema
  filters: Record<string, ScreenFilter>
  values: Record<string, unknown>
  onSearch(values: Record<string, unknown>): void
  onReset(): void
}

/** A cascade child (area of a warehouse) is cleared when its parent changes. */
export function clearDependents(
  form: { setFieldValue(n: string, v: unknown): void },
  items: { f: { source?: { dependsOn?: string | string[] } }; r: { name: string } }[],
  changed: Record<string, unknown>,
) {
  for (const { f, r } of items) {
    const deps = f.source?.dependsOn ? ([] as string[]).concat(f.source.dependsOn) : []
    if (deps.some((d) => d in changed)) form.setFieldValue(r.name, undefined)
  }
}

export function FilterBar({ name, entity, filters, values, onSearch, onReset }: Props) {
  const [form] = Form.useForm()
  const watched = Form.useWatch([], form) as Record<string, unknown> | undefined
  const items = ordered(filters).map(([key, f]) => ({ key, f, r: resolveField(entity, key, f.field) }))

  useEffect(() => {
    form.setFieldsValue(Object.fromEntries(items.map(({ r }) => [r.name, values[r.name]])))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values])

  const titleOf = (n: string) => titleAmong(items, n)
  const submit = () => onSearch(form.getFieldsValue() as Record<string, unknown>)

  return (
    <Form
      form={form}
      name={name}
      layout="inline"
      onFinish={submit}
      onValuesChange={(changed) => clearDependents(form, items, changed)}
      style={{ rowGap: 8 }}
      aria-label="筛选"
    >
      {items.map(({ key, f, r }) => {
        const label = f.title ?? r.field.title
        return (
          <Form.Item key={key} name={r.name} label={label}>
            {/* Form.Item gives the widget its value, onChange and id. */}
            <Widget
              widget={chooseWidget(r.field, f, 'filter')}
              field={r.field}
              entry={f}
              place="filter"
              name={r.name}
              label={label}
              values={watched ?? {}}
              titleOf={titleOf}
            />
          </Form.Item>
        )
      })}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button
            onClick={() => {
              form.resetFields()
              onReset()
            }}
          >
            重置
          </Button>
        </Space>
      </Form.Item>
    </Form>
  )
}
