// The line items of a document (screens.yaml `lines` of a form): an editable grid with a
// searchable SKU (or any source) picker that can fill price and unit from the chosen option,
// numbers, batches, dates, computed amounts and a total row. Keyboard: Tab moves across
// cells; 添加一行 appends; each line can be removed.
import { Button, Table, Typography } from 'antd'
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import type { EntityField, EntitySchema, ScreenField } from '../../../config/types.ts'
import { ordered, resolveField, titleAmong } from '../schema-fields.ts'
import { formatAmount, formatOf, formatValue } from '../formats.ts'
import { chooseWidget } from '../widgets/choose-widget.ts'
import { Widget } from '../widgets/registry.tsx'
import { applyComputes } from './compute.ts'

export type Line = Record<string, unknown> & { key: string }

let seq = 0
/** An empty line with the defaults its line entity declares for the columns one types into (库存质量 合格). */
export function newLine(entity?: EntitySchema, fields: Record<string, ScreenField> = {}): Line {
  const line: Line = { key: `n${++seq}` }
  for (const [key, f] of Object.entries(fields)) {
    const r = resolveField(entity, key, f.field)
    if (!r.derived && !f.compute && !f.readOnly && !r.field.readOnly && r.field.default !== undefined) line[r.name] = r.field.default
  }
  return line
}

interface Props {
  entity?: EntitySchema
  fields: Record<string, ScreenField>
  lines: Line[]
  onChange(lines: Line[]): void
  /** Values of the document header, for sources that depend on it (supplier → its SKUs). */
  header: Record<string, unknown>
  /** Titles of the header's fields, for "请先选择供应商" in a line whose source waits for one. */
  headerTitle?(name: string): string | undefined
  errors?: Record<number, Record<string, string>>
  readOnly?: boolean
}

export function LineEditor({ entity, fields, lines, onChange, header, headerTitle, errors, readOnly }: Props) {
  const defs = ordered(fields).map(([key, f]) => ({ key, f, r: resolveField(entity, key, f.field) }))
  const titleOf = (n: string) => titleAmong(defs, n) ?? headerTitle?.(n)
  const update = (i: number, patch: Record<string, unknown>) =>
    onChange(lines.map((l, j) => (j === i ? ({ ...applyComputes({ ...l, ...patch }, fields), key: l.key } as Line) : l)))
  const totals = defs.filter(({ f }) => f.total ?? !!f.compute)

  const columns = [
    { title: '#', key: '__no', width: 48, render: (_: unknown, __: Line, i: number) => i + 1 },
    ...defs.map(({ key, f, r }) => ({
      key,
      title: (
        <span>
          {(entity?.required?.includes(r.name) || f.required) && <span style={{ color: '#ff4d4f' }}>* </span>}
          {f.title ?? r.field.title}
        </span>
      ),
      width: f.width ?? (f.source ? 220 : 130),
      render: (_: unknown, line: Line, i: number) => {
        const value = line[r.name]
        const error = errors?.[i]?.[r.name]
        const status = error ? ('error' as const) : undefined
        const label = `第 ${i + 1} 行${f.title ?? r.field.title}`
        const cell =
          f.compute || f.readOnly || readOnly ? (
            <span>{formatOf(r.field) === 'amount' || f.compute ? formatAmount(value) : formatValue(r.field, value)}</span>
          ) : (
            <Widget
              widget={chooseWidget(r.field, f, 'line')}
              field={r.field}
              entry={f}
              place="line"
              name={r.name}
              label={label}
              // The column names the field; "第 n 行" is for screen readers only.
              placeholder={f.source ? `请选择${f.title ?? r.field.title}` : undefined}
              value={value}
              status={status}
              values={{ ...header, ...line }}
              titleOf={titleOf}
              onChange={(v, option) => {
                const patch: Record<string, unknown> = { [r.name]: v }
                // A chosen option fills other fields of the line (its price, unit …).
                for (const [target, from] of Object.entries(f.source?.fill ?? {})) patch[target] = option?.[from] ?? null
                update(i, patch)
              }}
            />
          )
        return (
          <div>
            {cell}
            {error && (
              <div className="cy-field-error" style={{ color: '#ff4d4f', fontSize: 12 }}>
                {error}
              </div>
            )}
          </div>
        )
      },
    })),
    ...(readOnly
      ? []
      : [
          {
            key: '__remove',
            width: 56,
            render: (_: unknown, __: Line, i: number) => (
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`删除第 ${i + 1} 行`}
                onClick={() => onChange(lines.filter((_, j) => j !== i))}
              />
            ),
          },
        ]),
  ]

  return (
    <div data-lines>
      <Table<Line>
        size="small"
        rowKey="key"
        columns={columns}
        dataSource={lines}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: '暂无明细，请添加一行' }}
        summary={() =>
          totals.length && lines.length ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>合计</Table.Summary.Cell>
              {defs.map(({ key, r }, i) => (
                <Table.Summary.Cell key={key} index={i + 1}>
                  {totals.some((t) => t.key === key) ? (
                    <Typography.Text strong>
                      {totalText(
                        r.field,
                        totals.find((t) => t.key === key)!.f,
                        lines.reduce((s, l) => s + (Number(l[r.name]) || 0), 0),
                      )}
                    </Typography.Text>
                  ) : null}
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          ) : null
        }
      />
      {!readOnly && (
        <Button type="dashed" block icon={<PlusOutlined />} style={{ marginTop: 8 }} onClick={() => onChange([...lines, newLine(entity, fields)])}>
          添加一行
        </Button>
      )}
    </div>
  )
}

/** A total as its column shows values: money with 2 decimals, quantities as they are (up to 4). */
function totalText(field: EntityField, f: { compute?: unknown }, sum: number): string {
  return formatOf(field) === 'amount' || f.compute ? formatAmount(sum) : String(Math.round(sum * 10000) / 10000)
}
