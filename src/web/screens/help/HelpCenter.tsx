// 帮助中心: the variant's helpUrl when one is set (the side menu opens it in a new tab; this page
// links it for whoever arrives by URL), else the built-in operation guides of the main flows.
import { Button, Card, Collapse, Typography } from 'antd'
import { useConfig } from '../../app/config-context.tsx'
import type { ScreenProps } from '../../engine/registry.ts'
import { GUIDES } from './guides.ts'

export function HelpCenter({ screenKey }: ScreenProps) {
  const helpUrl = useConfig().settings.helpUrl
  if (helpUrl)
    return (
      <Card title="帮助文档" className="cy-screen" data-screen={screenKey}>
        <Typography.Paragraph>操作手册在单独的页面中提供。</Typography.Paragraph>
        <Button type="primary" href={helpUrl} target="_blank" rel="noopener noreferrer">
          打开帮助文档
        </Button>
      </Card>
    )
  return (
    <Card title="操作指南" className="cy-screen" data-screen={screenKey}>
      <Typography.Paragraph type="secondary">主要业务流程的操作步骤。菜单名称以系统中实际显示的为准。</Typography.Paragraph>
      <Collapse
        defaultActiveKey={[GUIDES[0].title]}
        items={GUIDES.map((g) => ({
          key: g.title,
          label: (
            <span>
              <Typography.Text strong>{g.title}</Typography.Text>
              <Typography.Text type="secondary" style={{ marginLeft: 12 }}>
                {g.summary}
              </Typography.Text>
            </span>
          ),
          children: (
            <ol className="cy-help-steps">
              {g.steps.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ol>
          ),
        }))}
      />
    </Card>
  )
}
