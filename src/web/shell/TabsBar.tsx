import { Dropdown, Tabs } from 'antd'
import { DownOutlined } from '@ant-design/icons'
import type { TabsState } from './tabs.ts'
import { HOME_PATH } from './tabs.ts'

interface Props {
  state: TabsState
  onSelect(path: string): void
  onClose(path: string): void
  onCloseOthers(path: string): void
  onCloseAll(): void
}

/** Open pages as tabs (spec §2): home first and never closable, close one, others or all. */
export function TabsBar({ state, onSelect, onClose, onCloseOthers, onCloseAll }: Props) {
  const items = [{ key: HOME_PATH, label: '首页', closable: false }, ...state.tabs.map((t) => ({ key: t.path, label: t.title, closable: true }))]
  return (
    <div className="cy-tabs">
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={state.active}
        items={items}
        onChange={onSelect}
        onEdit={(key, action) => action === 'remove' && typeof key === 'string' && onClose(key)}
        tabBarExtraContent={
          <Dropdown
            menu={{
              items: [
                { key: 'others', label: '关闭其他', disabled: state.active === HOME_PATH },
                { key: 'all', label: '关闭全部' },
              ],
              onClick: (e) => (e.key === 'others' ? onCloseOthers(state.active) : onCloseAll()),
            }}
          >
            <a style={{ padding: '0 8px', whiteSpace: 'nowrap' }} aria-label="标签操作">
              标签 <DownOutlined />
            </a>
          </Dropdown>
        }
      />
    </div>
  )
}
