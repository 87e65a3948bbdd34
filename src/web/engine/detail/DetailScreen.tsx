// A detail screen (route with :id): header fields, lines, log, and the record's actions. All
// logic is in useDetailController; this file only renders.
import { Button, Card, Result, Space, Spin } from 'antd'
import type { ScreenProps } from '../registry.ts'
import { ActionFormDrawer } from '../form/ActionFormDrawer.tsx'
import { useConfig } from '../providers/EngineProvider.tsx'
import { RecordView } from './RecordView.tsx'
import { DetailTabs } from './DetailTabs.tsx'
import { useDetailController } from './use-detail-controller.ts'

export function DetailScreen({ screenKey, params }: ScreenProps) {
  const config = useConfig()
  const c = useDetailController(screenKey, params.id)
  const { screen, record } = c
  if (c.loading) return <Spin style={{ margin: 48 }} />
  if (!record) return <Result status="404" title="记录不存在或已被删除" />
  const view = (
    <RecordView
      entity={c.entity}
      lineEntity={c.lineEntity}
      fields={screen.fields}
      lines={screen.lines}
      record={record}
      lineRows={(record.lines as Record<string, unknown>[]) ?? []}
      logs={c.logs}
      columns={screen.layout?.columns}
    />
  )
  return (
    <div className="cy-screen" data-screen={screenKey}>
      <Card
        title={screen.title}
        variant="borderless"
        extra={
          <Space>
            {c.actions.map(([key, a]) => (
              <Button key={key} danger={a.danger} onClick={() => void c.runner.run(key, a, [record])}>
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
      <ActionFormDrawer runner={c.runner} />
    </div>
  )
}
