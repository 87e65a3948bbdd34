// A record read-only: header fields as descriptions, its lines as a grid, and its log as a
// timeline. Shared by detail screens and the approval drawer.
import { Descriptions, Empty, Table, Timeline, Typography } from 'antd'
import type { EntitySchema, ScreenField } from '../../../config/types.ts'
import { formatValue, enumOption, formatOf } from '../formats.ts'
import { ordered, resolveField } from '../schema-fields.ts'
import { FileValue, fileUrls } from '../widgets/FileValue.tsx'
import { Tag } from 'antd'

export interface LogEntry {
  createdAt?: string
  operator?: string
  action?: string
  opinion?: string
  nodeName?: string
}

function Value({ entity, name, record }: { entity?: EntitySchema; name: string; record: Record<string, unknown> }) {
  const r = resolveField(entity, name)
  const value = r.field['x-ref'] ? (record[name.replace(/Id$/, '') + 'Name'] ?? record[name]) : record[r.name]
  const format = formatOf(r.field)
  if (format === 'image' || format === 'file') return fileUrls(value).length ? <FileValue value={value} image={format === 'image'} size={48} /> : <>-</>
  if (format === 'enum' && value !== null && value !== undefined) {
    const o = enumOption(r.field, value)
    return <Tag color={o.color}>{o.label}</Tag>
  }
  return <>{formatValue(r.field, value) || '-'}</>
}

export function RecordView(props: {
  entity?: EntitySchema
  lineEntity?: EntitySchema
  fields?: Record<string, ScreenField>
  lines?: Record<string, ScreenField>
  record: Record<string, unknown>
  lineRows?: Record<string, unknown>[]
  logs?: LogEntry[]
  columns?: number
}) {
  const { entity, lineEntity, record } = props
  const lineCols = ordered(props.lines).map(([key, f]) => {
    const r = resolveField(lineEntity, key, f.field)
    return {
      key,
      dataIndex: r.name,
      title: f.title ?? r.field.title,
      render: (_: unknown, row: Record<string, unknown>) => <Value entity={lineEntity} name={r.name} record={row} />,
    }
  })
  return (
    <>
      <Descriptions bordered size="small" column={props.columns ?? 3}>
        {ordered(props.fields).map(([key, f]) => (
          <Descriptions.Item key={key} label={f.title ?? resolveField(entity, key, f.field).field.title}>
            <Value entity={entity} name={f.field ?? key} record={record} />
          </Descriptions.Item>
        ))}
      </Descriptions>
      {props.lines && (
        <>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            明细
          </Typography.Title>
          <Table
            size="small"
            rowKey={(r) => String(r.id ?? JSON.stringify(r))}
            columns={lineCols}
            dataSource={props.lineRows ?? []}
            pagination={false}
            scroll={{ x: true }}
          />
        </>
      )}
      {props.logs && (
        <>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            操作记录
          </Typography.Title>
          {props.logs.length ? (
            <Timeline
              items={props.logs.map((l) => ({
                content: (
                  <>
                    <Typography.Text strong>{l.action}</Typography.Text> {l.nodeName ? `· ${l.nodeName} ` : ''}
                    <Typography.Text type="secondary">
                      {l.operator} {formatValue({ type: 'string', format: 'date-time', title: '' }, l.createdAt)}
                    </Typography.Text>
                    {l.opinion && <div>意见：{l.opinion}</div>}
                  </>
                ),
              }))}
            />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无记录" />
          )}
        </>
      )}
    </>
  )
}
