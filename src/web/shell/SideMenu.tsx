import { Menu } from 'antd'
import type { MenuProps } from 'antd'
import { HomeOutlined } from '@ant-design/icons'
import { useEffect, useMemo, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { menuSelection, type MenuNode, type MenuTree } from './menu-routes.ts'
import { iconOf } from './icons.tsx'

type Item = Required<MenuProps>['items'][number]

function toItems(nodes: MenuNode[]): Item[] {
  return nodes.map((n) =>
    n.kind === 'group'
      ? { key: n.path, label: n.title, icon: iconOf(n.icon), children: toItems(n.children) }
      : { key: n.path, label: n.title, icon: iconOf(n.icon) },
  )
}

/** The side menu of the user's module tree; the open group follows the current screen. An entry
 *  in `links` (menu path → address) opens that address in a new tab instead (帮助中心's helpUrl). */
export function SideMenu({ tree, active, collapsed, links = {} }: { tree: MenuTree; active: string; collapsed: boolean; links?: Record<string, string> }) {
  const navigate = useNavigate()
  const items = useMemo(() => [{ key: '/home', label: '首页', icon: <HomeOutlined /> }, ...toItems(tree)], [tree])
  const selection = useMemo(() => menuSelection(tree, active), [tree, active])
  const [open, setOpen] = useState<string[]>(selection.open)
  // Reaching a screen by URL, a tab, a tile or a link opens its groups too, even one the user closed.
  useEffect(() => {
    setOpen((o) => (selection.open.every((g) => o.includes(g)) ? o : [...new Set([...o, ...selection.open])]))
  }, [selection])
  return (
    <Menu
      theme="dark"
      mode="inline"
      items={items}
      selectedKeys={active === '/home' ? ['/home'] : selection.selected}
      openKeys={collapsed ? undefined : open}
      onOpenChange={setOpen}
      onClick={(e) => (links[e.key] ? window.open(links[e.key], '_blank', 'noopener,noreferrer') : navigate(e.key))}
    />
  )
}
