import { Button, Checkbox, Popover, Space } from 'antd'
import { SettingOutlined } from '@ant-design/icons'

interface Props {
  columns: { key: string; title: string; visible: boolean }[]
  onToggle(key: string, visible: boolean): void
  onReset(): void
}

/** Show or hide columns; the choice is saved per user and screen by the list view. */
export function ColumnChooser({ columns, onToggle, onReset }: Props) {
  const content = (
    <Space orientation="vertical" size={4} style={{ maxHeight: 360, overflow: 'auto' }}>
      {columns.map((c) => (
        <Checkbox key={c.key} checked={c.visible} onChange={(e) => onToggle(c.key, e.target.checked)}>
          {c.title}
        </Checkbox>
      ))}
      <Button size="small" type="link" onClick={onReset} style={{ padding: 0 }}>
        恢复默认列
      </Button>
    </Space>
  )
  return (
    <Popover content={content} title="显示列" trigger="click" placement="bottomRight">
      <Button icon={<SettingOutlined />} aria-label="列设置">
        列设置
      </Button>
    </Popover>
  )
}
