// 授权: a tree of menu groups, screens and function keys with check boxes, for a role, a
// tenant or a tenant type (the screen's endpoints and idParam say which). The server
// offers only what the granting user may grant and refuses the rest.
import { Alert, App, Button, Card, Space, Spin, Tree, Typography } from 'antd'
import { useEffect, useMemo, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import type { ScreenDef } from '../../../config/types.ts'
import { useConfig } from '../../app/config-context.tsx'
import { useSession } from '../../session/SessionProvider.tsx'
import type { ScreenProps } from '../../engine/registry.ts'
import { checkedLeaves, descendants, toTree, wholeGroups, type ModuleNode } from './module-tree.ts'

interface AuthData {
  modules: ModuleNode[]
  checked: number[]
  isAdmin?: boolean
  custom?: boolean
  name?: string
}

export function ModuleAuth({ screenKey, params }: ScreenProps) {
  const config = useConfig()
  const { api } = useSession()
  const { message, modal } = App.useApp()
  const navigate = useNavigate()
  const screen = config.screens[screenKey] as ScreenDef
  const idKey = screen.idParam ?? 'id'
  const id = Number(params.id)
  const [data, setData] = useState<AuthData | null>(null)
  const [checked, setChecked] = useState<Set<number>>(new Set())
  const [saving, setSaving] = useState(false)

  const load = () =>
    api.request<AuthData>(screen.endpoints!.get, { [idKey]: id }).then(
      (d) => {
        setData(d)
        setChecked(new Set(d.checked))
      },
      () => undefined,
    )
  useEffect(() => {
    void load()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, screenKey, id])

  const tree = useMemo(() => (data ? toTree(data.modules) : []), [data])
  const all = useMemo(() => tree.flatMap(descendants), [tree])

  const save = async (moduleIds: number[] | null) => {
    setSaving(true)
    try {
      const body = idKey === 'roleId' ? { roleId: id, moduleIds: moduleIds ?? [], autoGroups: wholeGroups(tree, checked) } : { [idKey]: id, moduleIds }
      await api.request(screen.endpoints!.save, body)
      message.success('授权已保存，用户刷新菜单或重新登录后生效')
      await load()
    } catch {
      // shown by the api client
    } finally {
      setSaving(false)
    }
  }

  if (!data)
    return (
      <div className="cy-screen" data-screen={screenKey}>
        <Spin style={{ display: 'block', margin: 48 }} />
      </div>
    )
  const readOnly = !!data.isAdmin
  return (
    <div className="cy-screen" data-screen={screenKey}>
      <Card
        variant="borderless"
        title={`${screen.title}${data.name ? `：${data.name}` : ''}`}
        extra={
          <Space>
            <Button onClick={() => navigate(-1)}>返回</Button>
            {!readOnly && <Button onClick={() => setChecked(new Set(all))}>全选</Button>}
            {!readOnly && <Button onClick={() => setChecked(new Set())}>清空</Button>}
            {data.custom !== undefined && (
              <Button
                disabled={!data.custom}
                onClick={() =>
                  modal.confirm({ title: '恢复默认', content: '恢复为租户类型的全部模块？', okText: '恢复', cancelText: '取消', onOk: () => save(null) })
                }
              >
                恢复为类型默认
              </Button>
            )}
            {!readOnly && (
              <Button type="primary" loading={saving} onClick={() => void save(checkedLeaves(tree, checked))}>
                保存
              </Button>
            )}
          </Space>
        }
      >
        {readOnly && <Alert type="info" showIcon style={{ marginBottom: 12 }} title="管理员角色拥有本租户的全部功能，无需授权。" />}
        {data.custom !== undefined && (
          <Typography.Paragraph type="secondary">{data.custom ? '该租户使用单独设置的模块范围。' : '该租户使用其租户类型的全部模块。'}</Typography.Paragraph>
        )}
        <Typography.Paragraph type="secondary">勾选整个菜单组时，该组以后新增的页面也会自动授予。</Typography.Paragraph>
        <Tree
          checkable
          disabled={readOnly}
          defaultExpandAll
          treeData={tree as never}
          checkedKeys={[...checked]}
          onCheck={(keys) => setChecked(new Set((Array.isArray(keys) ? keys : keys.checked).map(Number)))}
          fieldNames={{ title: 'title', key: 'key', children: 'children' }}
        />
      </Card>
    </div>
  )
}
