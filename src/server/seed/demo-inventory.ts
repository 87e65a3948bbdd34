// Demo 盘点单 (stocktakes) through the real handlers, transitions and approval engine, so tasks,
// place locks, approvals, stock and ledger agree. One task made by the keeper in each state of
// the main warehouse: 新建 (存储A区, not started), 盘点中 (次品区: one item found where the book has
// none), 待审核 (one SKU counted one short, waiting for 审批员 on 盘点审批), 已完成 (one SKU found
// two over, posted: it shows in 库存差异) and 已作废 (退货区). The open ones count 次品区 and one
// SKU only, so the rest of the demo stock stays free to allocate. 华东物流 gets one draft.
import type { WmsConfig } from '../../config/types.ts'
import type { Db, Tx } from '../db/types.ts'
import type { HandlerContext } from '../kernel/handler.ts'
import { inTenant } from '../db/tenant-tx.ts'
import { runTransition } from '../workflow/run-transition.ts'
import { decideApproval } from '../domain/approval/decide.ts'
import { createTask } from '../domain/inventory/write.ts'
import { countLines } from '../domain/inventory/count.ts'
import { scanCount } from '../domain/inventory/scan.ts'
import { BY_AREA, BY_PRODUCT, INVENTORY } from '../domain/inventory/states.ts'
import { contextOf, sessionOf } from './seed-context.ts'

export async function seedDemoInventory(db: Db, config: WmsConfig, ids: { demo: number; second: number }): Promise<void> {
  await inTenant(db, { tenantId: ids.demo }, async (tx) => {
    const keeper = contextOf(config, tx, await sessionOf(tx, 'keeper'), {}, { op: 'create', entity: INVENTORY })
    const approver = contextOf(config, tx, await sessionOf(tx, 'approver'))
    const storageId = await storage(tx, 'GZ01')
    const add = async (payload: Record<string, unknown>) => ((await createTask.run({ ...keeper, payload: { storageId, ...payload } })) as { id: number }).id
    const go = (name: string, id: number) => runTransition(keeper, INVENTORY, name, id)

    await add({ taskType: BY_AREA, areaId: await area(tx, storageId, 'A'), reason: '月末全盘（存储A区）' })

    const bad = await add({ taskType: BY_AREA, areaId: await area(tx, storageId, 'BAD'), reason: '次品区清点' })
    await go('start', bad)
    const [badLocation, foundSku] = await Promise.all([
      tx.query<{ code: string }>(`SELECT l.code FROM location l JOIN storage_area a ON a.id = l.area_id WHERE a.storage_id = $1 AND a.code = 'BAD' LIMIT 1`, [
        storageId,
      ]),
      tx.query<{ code: string }>(`SELECT code FROM sku ORDER BY id LIMIT 1`),
    ])
    await scanCount.run({ ...keeper, payload: { id: bad, locationCode: badLocation.rows[0].code, skuCode: foundSku.rows[0].code, qty: 1 } })

    const [pendingSku, doneSku] = await lastStockedSkus(tx, storageId)
    const pending = await add({ taskType: BY_PRODUCT, skuId: pendingSku, reason: '高值商品抽盘' })
    await countAll(keeper, pending, -1)
    await go('submit', pending)

    const done = await add({ taskType: BY_PRODUCT, skuId: doneSku, reason: '差异复盘' })
    await countAll(keeper, done, 2)
    await go('submit', done)
    const instance = (await tx.query<{ id: number }>(`SELECT id FROM approval_instance WHERE workflow = $1 AND doc_id = $2 AND status = 0`, [INVENTORY, done]))
      .rows[0].id
    await decideApproval(approver, instance, 'accept', { nodeIndex: 0, opinion: '已复核，同意调整' })

    const voided = await add({ taskType: BY_AREA, areaId: await area(tx, storageId, 'RTN'), reason: '误建' })
    await go('start', voided)
    await go('void', voided)
  })
  await inTenant(db, { tenantId: ids.second }, async (tx) => {
    const admin = contextOf(config, tx, await sessionOf(tx, 'demo2'), {}, { op: 'create', entity: INVENTORY })
    const storageId = await storage(tx, 'SH01')
    await createTask.run({ ...admin, payload: { storageId, taskType: BY_AREA, areaId: await area(tx, storageId, 'A'), reason: '季度盘点' } })
  })
}

/** Starts the task and counts every line as its book, the first line off by `delta`. */
async function countAll(ctx: HandlerContext, id: number, delta: number): Promise<void> {
  await runTransition(ctx, INVENTORY, 'start', id)
  const lines = (
    await ctx.tx.query<{ id: number; bookQty: number }>(`SELECT id, book_qty AS "bookQty" FROM inventory_task_line WHERE task_id = $1 ORDER BY id`, [id])
  ).rows
  await countLines.run({ ...ctx, payload: { id, lines: lines.map((l, i) => ({ lineId: l.id, countQty: Number(l.bookQty) + (i === 0 ? delta : 0) })) } })
}

const storage = async (tx: Tx, code: string) => Number((await tx.query<{ id: number }>(`SELECT id FROM storage WHERE code = $1`, [code])).rows[0].id)
const area = async (tx: Tx, storageId: number, code: string) =>
  Number((await tx.query<{ id: number }>(`SELECT id FROM storage_area WHERE storage_id = $1 AND code = $2`, [storageId, code])).rows[0].id)

/** The two SKUs with the highest ids holding unallocated 合格 stock of at least 2 (least used by the other demo documents). */
async function lastStockedSkus(tx: Tx, storageId: number): Promise<number[]> {
  const r = await tx.query<{ skuId: number }>(
    `SELECT sku_id AS "skuId" FROM stock_balance WHERE storage_id = $1 GROUP BY sku_id
     HAVING bool_and(allocated = 0) AND bool_and(stock_status = 1) AND min(on_hand) >= 2 ORDER BY sku_id DESC LIMIT 2`,
    [storageId],
  )
  return r.rows.map((x) => Number(x.skuId))
}
