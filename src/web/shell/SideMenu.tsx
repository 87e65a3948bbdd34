import { Menu } from 'antd'
import type { MenuProps } from 'antd'
import { HomeOutlined } from '@ant-design/icons'
import { useEffect, useMemo, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import type { MenuNode, MenuTree } from './menu-routes.ts'
import { iconOf } from './icons.tsx'

type Item = Required<MenuProps>['items'][number]

function toItems(nodes: MenuNode[]): Item[] {
  return nodes.map((n) =>
    n.kind === 'group'
      ? { key: n.path, label: n.title, icon: iconOf(n.icon), children: toItems(n.children) }
      : { key: n.path, label: n.title, icon: iconOf(n.icon) },
  )
}

/** The side menu of the user's module tree; the open group follows the current screen. */
export function SideMenu({ tree, active, collapsed }: { tree: MenuTree; active: string; collapsed: boolean }) {
  const navigate = useNavigate()
  const items = useMemo(() => [{ key: '/home', label: '首页', icon: <HomeOutlined /> }, ...toItems(tree)], [tree])
  const group = tree.find((g) => g.children.some((c) => active.startsWith(c.path)))?.path
  const [open, setOpen] = useState<string[]>(group ? [group] : [])
  // Reaching a screen by URL, a tile or a link opens its group too.
  useEffect(() => {
    if (group) setOpen((o) => (o.includes(group) ? o : [...o, group]))
  }, [group])
  return (
    <Menu
      theme="dark"
      mode="inline"
      items={items}
      selectedKeys={[active]}
      openKeys={collapsed ? undefined : open}
      onOpenChange={setOpen}
      onClick={(e) => navigate(e.key)}
    />
  )
}
