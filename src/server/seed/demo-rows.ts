// The demo rows declared in config (schemas/demo/<entity>.yaml): written per tenant inside its
// transaction (row-level security on), tables that are referenced first, each row through the
// generic create (payload validation, defaults, generated numbers, lines). References name the
// referenced row by its key field (src/config/demo-keys.ts). A row whose unique key is already
// there is left alone, so seeding twice changes nothing.
import type { DemoRow, EndpointDef, WmsConfig } from '../../config/types.ts'
import { DEMO_LINES, demoKeyField, PLATFORM_TENANT, uniqueKeys } from '../../config/demo-keys.ts'
import type { Db, Tx } from '../db/types.ts'
import { ident } from '../db/schema/naming.ts'
import { tableModels } from '../db/schema/table-model.ts'
import { inTenant } from '../db/tenant-tx.ts'
import { entityModel } from '../crud/entity-model.ts'
import { payloadSchema } from '../crud/payload-schemas.ts'
import { create } from '../crud/write.ts'
import { BizError } from '../kernel/errors.ts'
import { validatePayload } from '../kernel/validate-payload.ts'
import { contextOf, sessionOf } from './seed-context.ts'

/** Entity ids with demo rows, in table order (a referenced table before the tables referring to it);
 *  a document comes where its lines' table does when that is later (its lines name other rows). */
function seedOrder(config: WmsConfig): string[] {
  const order = tableModels(config.entities).map((t) => t.entity)
  const at = (id: string) => {
    const lines = config.entities[id]['x-lines']
    return Math.max(order.indexOf(id), lines ? order.indexOf(lines) : -1)
  }
  return order.filter((id) => Object.keys(config.demo[id] ?? {}).length > 0).sort((a, b) => at(a) - at(b))
}

export async function seedDemoRows(db: Db, config: WmsConfig): Promise<void> {
  const order = seedOrder(config)
  const used = new Set(order.flatMap((id) => Object.keys(config.demo[id])))
  const tenants = (await db.query<{ id: number; code: string }>(`SELECT id, code FROM tenant ORDER BY id`)).rows
  for (const code of used)
    if (!tenants.some((t) => t.code === code)) throw new Error(`演示数据的租户 "${code}" 不存在（schemas/demo/*.yaml；租户由 src/server/seed/demo.ts 创建）`)
  for (const tenant of tenants.filter((t) => used.has(t.code))) {
    const account = (await db.query<{ account: string }>(`SELECT account FROM sys_user WHERE tenant_id = $1 ORDER BY id LIMIT 1`, [tenant.id])).rows[0]?.account
    if (!account) throw new Error(`演示数据的租户 "${tenant.code}" 没有用户，无法写入`)
    const write = async (tx: Tx) => {
      const session = await sessionOf(tx, account)
      for (const id of order)
        for (const [name, row] of Object.entries(config.demo[id][tenant.code] ?? {})) await seedRow(config, tx, session, id, tenant.code, name, row)
    }
    // Platform tables have no tenant: their rows are written as the owner, as platform calls are.
    if (tenant.code === PLATFORM_TENANT) await db.transaction(write)
    else await inTenant(db, { tenantId: tenant.id }, write)
  }
}

type Session = Awaited<ReturnType<typeof sessionOf>>

async function seedRow(config: WmsConfig, tx: Tx, session: Session, id: string, tenant: string, name: string, row: DemoRow): Promise<void> {
  const where = `schemas/demo/${id}.yaml ${tenant}.${name}`
  const payload = await resolveRefs(config, tx, id, row, where)
  const model = entityModel(config, id)
  if (model.lines && Array.isArray(row[DEMO_LINES]))
    payload.lines = await Promise.all(row[DEMO_LINES].map((line: DemoRow) => resolveRefs(config, tx, model.lines!.entity, line, where)))
  if (await exists(config, tx, id, payload)) return
  const endpoint: EndpointDef = { op: 'create', entity: id }
  try {
    validatePayload(payload, payloadSchema(config, endpoint))
    await create.run(contextOf(config, tx, session, payload, endpoint))
  } catch (e) {
    if (e instanceof BizError) throw new Error(`演示数据 ${where}：${e.message}`)
    throw e
  }
}

/** The row with each reference replaced by the id of the row its key field names (the lines key left out). */
async function resolveRefs(config: WmsConfig, tx: Tx, id: string, row: DemoRow, where: string): Promise<Record<string, unknown>> {
  const model = entityModel(config, id)
  const out: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(row)) {
    if (name === DEMO_LINES && model.lines) continue
    const targetId = model.byName.get(name)?.field['x-ref']
    if (!targetId || value === null || value === undefined) {
      out[name] = value
      continue
    }
    const target = entityModel(config, targetId)
    const key = target.byName.get(demoKeyField(target.entity) ?? '')
    const found = key && (await tx.query<{ id: number }>(`SELECT id FROM ${ident(target.table)} WHERE ${ident(key.column)} = $1`, [value])).rows[0]
    if (!found) throw new Error(`演示数据 ${where}：${name} 引用的 ${targetId} "${value}" 不存在`)
    out[name] = found.id
  }
  return out
}

/** A row with the same value of one of the entity's unique keys is already there (RLS: in this tenant). */
async function exists(config: WmsConfig, tx: Tx, id: string, payload: Record<string, unknown>): Promise<boolean> {
  const model = entityModel(config, id)
  for (const key of uniqueKeys(model.entity)) {
    const values = key.map((k) => payload[k])
    if (values.some((v) => v === undefined || v === null)) continue
    const cond = key.map((k, i) => `${ident(model.byName.get(k)!.column)} = $${i + 1}`).join(' AND ')
    if ((await tx.query(`SELECT 1 FROM ${ident(model.table)} WHERE ${cond} LIMIT 1`, values)).rows.length) return true
  }
  return false
}
