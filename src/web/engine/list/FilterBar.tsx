// The filter form of a list, generated from the screen's `filters`: text inputs search by
// part of the value, enums and references become selects, dates become ranges.
import { Button, DatePicker, Form, Input, InputNumber, Select, Space } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useEffect } from 'react'
import type { EntitySchema, ScreenFilter } from '../../../config/types.ts'
import { ordered, resolveField } from '../schema-fields.ts'
import { BOOL_OPTIONS, enumSelectOptions } from '../widgets/enum-options.ts'
import { SourceSelect } from '../widgets/SourceSelect.tsx'

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

const toForm = (v: unknown) =>
  Array.isArray(v) ? v.map((d) => (d ? dayjs(String(d)) : null)) : typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? dayjs(v) : v

export function FilterBar({ name, entity, filters, values, onSearch, onReset }: Props) {
  const [form] = Form.useForm()
  const watched = Form.useWatch([], form) as Record<string, unknown> | undefined
  const items = ordered(filters).map(([key, f]) => ({ key, f, r: resolveField(entity, key, f.field) }))

  useEffect(() => {
    form.setFieldsValue(Object.fromEntries(items.map(({ r }) => [r.name, toForm(values[r.name])])))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values])

  const submit = () => {
    const raw = form.getFieldsValue() as Record<string, unknown>
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(raw))
      out[k] = dayjs.isDayjs(v)
        ? v.format('YYYY-MM-DD')
        : Array.isArray(v) && v.some((d) => dayjs.isDayjs(d))
          ? (v as (Dayjs | null)[]).map((d, i) => (d ? d.format('YYYY-MM-DD') : i === 0 ? null : null))
          : v
    onSearch(out)
  }

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
        const field = r.field
        const label = f.title ?? field.title
        let control: React.ReactNode
        if (f.source) control = <SourceSelect source={f.source} values={watched ?? {}} placeholder={`请选择${label}`} />
        else if (field.enum) control = <Select allowClear style={{ minWidth: 140 }} placeholder="全部" options={enumSelectOptions(field)} />
        else if (field.type === 'boolean') control = <Select allowClear style={{ minWidth: 100 }} placeholder="全部" options={BOOL_OPTIONS as never} />
        else if (f.op === 'eq' && field.format === 'date') control = <DatePicker allowClear placeholder={`请选择${label}`} />
        else if ((f.op ?? '') === 'between' || field.format === 'date' || field.format === 'date-time')
          control = <DatePicker.RangePicker allowEmpty={[true, true]} />
        else if (field.type === 'integer' || field.type === 'number') control = <InputNumber style={{ width: 140 }} placeholder={label} />
        else control = <Input allowClear placeholder={`请输入${label}`} style={{ width: 180 }} />
        return (
          <Form.Item key={key} name={r.name} label={label}>
            {control}
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
