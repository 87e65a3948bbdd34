// The form engine's parts the settings screens rely on: a secret field as a write-only
// password input, sources inside the items of an array (approval nodes), a settings record
// that does not exist yet.
import { describe, expect, it } from 'vitest'
import { buildForm, formDataOf } from '../../src/web/engine/form/form-schema.ts'
import { loadProjectConfig } from '../../src/server/config/project-config.ts'
import type { ScreenDef } from '../../src/config/types.ts'

const config = loadProjectConfig()
const form = (key: string) => {
  const screen = config.screens[key] as ScreenDef
  return buildForm(config.entities[screen.entity!], screen, 'edit')
}

describe('settings forms', () => {
  it('shows a secret as an empty password input that keeps the stored value', () => {
    const f = form('sms-provider')
    expect(f.uiSchema.secretKey).toMatchObject({ 'ui:widget': 'password', 'ui:placeholder': '已保存的不显示，留空则保持不变' })
    expect(f.uiSchema.accessKey['ui:widget']).toBeUndefined()
    expect(formDataOf({ provider: 'aliyun', accessKey: 'k', version: 2 }, f.fields)).toEqual({ provider: 'aliyun', accessKey: 'k' })
  })

  it('gives the items of the approval nodes their own option sources, in order', () => {
    const f = form('template-edit')
    const items = f.uiSchema.nodes.items
    expect(items['ui:order']).toEqual(['name', 'roleIds', 'userIds', '*'])
    expect(items.roleIds).toMatchObject({ 'ui:widget': 'source', 'ui:options': { source: { endpoint: '/role/options' } } })
    expect(items.userIds).toMatchObject({ 'ui:widget': 'source', 'ui:options': { source: { endpoint: '/user/options' } } })
    expect((f.schema.properties!.nodes as any).items.properties.roleIds.type).toBe('array')
    expect(f.schema.required).toEqual(expect.arrayContaining(['name', 'nodes']))
  })

  it('starts a settings form empty when nothing was saved yet', () => {
    expect(formDataOf(null, form('invoice-info').fields)).toEqual({})
  })
})
