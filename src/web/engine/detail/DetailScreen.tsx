// A detail screen (route with :id): header fields, lines, log, and the record's actions.
import { Button, Result, Space, Spin, Card } from 'antd'
import { useConfig } from '../../app/config-context.tsx'
import { useSession } from '../../session/SessionProvider.tsx'
import { usePermissions } from '../../permissions/Can.tsx'
import { can } from '../../permissions/can.ts'
import { evaluate } from '../conditions.ts'
import { screenEntity } from '../schema-fields.ts'
import type { ScreenDef } from '../../../config/types.ts'
import type { ScreenProps } from '../registry.ts'
import { RecordView } from './RecordView.tsx'
import { DetailTabs } from './DetailTabs.tsx'
import { useRecord } from './use-record.ts'
import { App } from 'antd'

export function DetailScreen({ screenKey, params }: ScreenProps) {
  const config = useConfig()
  const { api, session } = useSession()
  const held = usePermissions()
  const { modal, message } = App.useApp()
  const screen = config.screens[screenKey] as ScreenDef
  const entity = screenEntity(config, screen)
  const lineEntity = entity?.['x-lines'] ? config.entities[entity['x-lines']] : undefined
  const { record, logs, loading, reload } = useRecord(api, screen.endpoints, params.id, screen.idParam)
  if (loading) return <Spin style={{ margin: 48 }} />
  if (!record) return <Result status="404" title="记录不存在或已被删除" />
  const view = (
    <RecordView
      entity={entity}
      lineEntity={lineEntity}
      fields={screen.fields}
      lines={screen.lines}
      record={record}
      lineRows={(record.lines as Record<string, unknown>[]) ?? []}
      logs={logs}
      columns={screen.layout?.columns}
    />
  )
  const actions = Object.entries(screen.rowActions ?? {}).filter(
    ([, a]) =>
      (a.endpoint || (a.kind === 'print' && a.route)) &&
      can(held, a.permission) &&
      evaluate(a.visibleWhen, { row: record, session: session ?? undefined, settings: config.settings }),
  )
  return (
    <div className="cy-screen" data-screen={screenKey}>
      <Card
        title={screen.title}
        variant="borderless"
        extra={
          <Space>
            {actions.map(([key, a]) => (
              <Button
                key={key}
                danger={a.danger}
                onClick={() =>
                  a.kind === 'print'
                    ? window.open(`#/print/${a.route}?${a.param ?? 'ids'}=${record.id}`, '_blank') // a print page in its own window, as from a list
                    : modal.confirm({
                        title: a.title ?? key,
                        content: a.confirm ?? `确认${a.title ?? key}？`,
                        okText: '确定',
                        cancelText: '取消',
                        onOk: async () => {
                          await api.request(a.endpoint!, { id: record.id, ...(a.payload ?? {}) })
                          message.success(`${a.title ?? key}成功`)
                          await reload()
                        },
                      })
                }
              >
                {a.title ?? key}
              </Button>
            ))}
          </Space>
        }
      >
        {screen.tabs ? (
          <DetailTabs screens={config.screens} tabs={screen.tabs} recordId={record.id}>
            {view}
          </DetailTabs>
        ) : (
          view
        )}
      </Card>
    </div>
  )
}
