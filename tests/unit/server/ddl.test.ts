import { describe, expect, it } from 'vitest'
import { diffTables } from '../../../src/server/db/schema/ddl.ts'
import { tableModels } from '../../../src/server/db/schema/table-model.ts'
import type { EntitySchema } from '../../../src/config/types.ts'

const tenant: EntitySchema = {
  $id: 'tenant',
  title: '租户',
  type: 'object',
  'x-table': 'tenant',
  'x-scope': 'global',
  properties: { name: { type: 'string', title: '名称' } },
}
const item = (props: EntitySchema['properties'], required: string[] = []): EntitySchema => ({
  $id: 'item',
  title: '物品',
  type: 'object',
  'x-table': 'item',
  required,
  properties: props,
})

describe('migration diff', () => {
  const v1 = tableModels({ tenant, item: item({ code: { type: 'string', title: '编码', maxLength: 20, 'x-unique': true } }, ['code']) })

  it('creates a tenant table with tenant_id leading the key, a policy and grants', () => {
    const sql = diffTables([], v1).statements.join('\n')
    expect(sql).toContain('PRIMARY KEY ("tenant_id", "id")')
    expect(sql).toContain('CREATE UNIQUE INDEX "item_code_key" ON "item" ("tenant_id", "code")')
    expect(sql).toContain('ALTER TABLE "item" ENABLE ROW LEVEL SECURITY')
    expect(sql).toContain('USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id())')
    expect(sql).toContain('GRANT SELECT ON "tenant" TO wms_app')
  })

  it('adds a column, and calls a new required column without default a problem', () => {
    const v2 = tableModels({
      tenant,
      item: item(
        {
          code: { type: 'string', title: '编码', maxLength: 20, 'x-unique': true },
          qty: { type: 'number', title: '数量' },
          unit: { type: 'string', title: '单位' },
        },
        ['code', 'unit'],
      ),
    })
    const d = diffTables(v1, v2)
    expect(d.statements).toEqual(['ALTER TABLE "item" ADD COLUMN "qty" numeric(18,4);', 'ALTER TABLE "item" ADD COLUMN "unit" varchar(255) NOT NULL;'])
    expect(d.problems).toEqual(['item.unit: 新增的必填列需要默认值（default），否则已有数据无法迁移'])
  })

  it('drops a removed column only when allowed', () => {
    const v0 = tableModels({ tenant, item: item({}) })
    expect(diffTables(v1, v0).problems[0]).toContain('item.code: 列已从实体中删除')
    expect(diffTables(v1, v0, { allowDrop: true }).statements).toContain('ALTER TABLE "item" DROP COLUMN "code";')
  })

  it('changes a type and a default in place', () => {
    const v2 = tableModels({ tenant, item: item({ code: { type: 'string', title: '编码', maxLength: 40, 'x-unique': true, default: 'X' } }, ['code']) })
    expect(diffTables(v1, v2).statements).toEqual([
      'ALTER TABLE "item" ALTER COLUMN "code" TYPE varchar(40) USING "code"::varchar(40);',
      `ALTER TABLE "item" ALTER COLUMN "code" SET DEFAULT 'X';`,
    ])
  })
})
