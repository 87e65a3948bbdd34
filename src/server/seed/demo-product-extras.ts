// Demo data beyond products and SKUs, for the other product screens: composite products (one
// made of another), packaging units (1 箱 = 24 瓶), input tax points per category and per SKU
// over dates, and distributors (their screen shows in the customer variant).
import type { Tx } from '../db/types.ts'

async function ids(tx: Tx, table: string): Promise<Map<string, number>> {
  const r = await tx.query<{ id: number; code: string }>(`SELECT id, code FROM ${table}`)
  return new Map(r.rows.map((x) => [x.code, x.id]))
}

/** [product code, name, category, unit, price, components as [SKU code, qty]] */
const COMPOSITES: [string, string, string, string, number, [string, number][]][] = [
  [
    'P3001',
    '春节粮油礼盒',
    'GRAIN',
    'BOX',
    128,
    [
      ['P1001-01', 1],
      ['P1002-01', 1],
      ['P1003-01', 1],
    ],
  ],
  [
    'P3002',
    '早餐牛奶组合装',
    'DRINK',
    'BOX',
    118,
    [
      ['P1008-01', 1],
      ['P1009-01', 1],
    ],
  ],
  [
    'P3003',
    '年货大礼包',
    'FOOD',
    'BOX',
    268,
    [
      ['P3001-01', 1],
      ['P3002-01', 1],
      ['P1013-01', 2],
    ],
  ],
]

/** [SKU code, unit, ratio]: packaging units of SKUs whose product counts in bottles, pieces or packs. */
const METERS: [string, string, number][] = [
  ['P1001-01', 'BOX', 6],
  ['P1001-02', 'BOX', 4],
  ['P1010-01', 'BOX', 6],
  ['P1010-02', 'BOX', 4],
  ['P1011-01', 'BOX', 12],
  ['P1012-01', 'BOX', 72],
  ['P1012-02', 'BOX', 72],
  ['P1013-01', 'BOX', 8],
]

async function composites(tx: Tx, userId: number) {
  const cat = await ids(tx, 'category')
  const unit = await ids(tx, 'unit')
  for (const [n, [code, name, c, u, price, parts]] of COMPOSITES.entries()) {
    const productId = (
      await tx.query<{ id: number }>(
        `INSERT INTO product (tenant_id, code, short_code, name, category_id, unit_id, sale_type, sale_price, purchase_price, created_by, updated_by)
         VALUES (app_tenant_id(), $1, $2, $3, $4, $5, 1, $6, $7, $8, $8) RETURNING id`,
        [code, code.replace('P', 'J'), name, cat.get(c), unit.get(u), price, Math.round(price * 0.8 * 100) / 100, userId],
      )
    ).rows[0].id
    const skuId = (
      await tx.query<{ id: number }>(
        `INSERT INTO sku (tenant_id, product_id, code, name, barcode, attrs, sale_price, created_by, updated_by)
         VALUES (app_tenant_id(), $1, $2, $3, $4, $5, $6, $7, $7) RETURNING id`,
        [productId, `${code}-01`, name, `69${String(2027000 + n).padStart(9, '0')}01`, JSON.stringify({ 规格: '礼盒装' }), price, userId],
      )
    ).rows[0].id
    const sku = await ids(tx, 'sku')
    const compositeId = (
      await tx.query<{ id: number }>(
        `INSERT INTO composite_product (tenant_id, sku_id, name, remark, created_by, updated_by) VALUES (app_tenant_id(), $1, $2, $3, $4, $4) RETURNING id`,
        [skuId, name, n === 2 ? '含另一组合商品：加工时先组装粮油礼盒' : null, userId],
      )
    ).rows[0].id
    for (const [part, qty] of parts)
      await tx.query(
        `INSERT INTO composite_component (tenant_id, composite_id, sku_id, qty, created_by, updated_by) VALUES (app_tenant_id(), $1, $2, $3, $4, $4)`,
        [compositeId, sku.get(part), qty, userId],
      )
  }
}

async function meters(tx: Tx, userId: number) {
  const sku = await ids(tx, 'sku')
  const unit = await ids(tx, 'unit')
  for (const [n, [code, u, ratio]] of METERS.entries()) {
    await tx.query(
      `INSERT INTO sku_meter (tenant_id, sku_id, unit_id, ratio, barcode, created_by, updated_by) VALUES (app_tenant_id(), $1, $2, $3, $4, $5, $5)`,
      [sku.get(code), unit.get(u), ratio, `169${String(2026000 + n).padStart(10, '0')}`, userId],
    )
  }
}

/** Grain at 9% (farm goods), daily goods at 13%, and one SKU whose rate changed at the new year. */
async function taxPoints(tx: Tx, userId: number) {
  const cat = await ids(tx, 'category')
  const sku = await ids(tx, 'sku')
  const add = (targetType: number, skuId: number | null, categoryId: number | null, rate: number, from: string, to: string | null, remark: string) =>
    tx.query(
      `INSERT INTO sku_tax_point (tenant_id, target_type, sku_id, category_id, tax_rate, effective_from, effective_to, remark, created_by, updated_by)
       VALUES (app_tenant_id(), $1, $2, $3, $4, $5, $6, $7, $8, $8)`,
      [targetType, skuId, categoryId, rate, from, to, remark, userId],
    )
  await add(2, null, cat.get('GRAIN')!, 9, '2025-01-01', null, '粮油类农产品适用 9%')
  await add(2, null, cat.get('FOOD')!, 13, '2025-01-01', null, '食品类默认 13%')
  await add(2, null, cat.get('DAILY')!, 13, '2025-01-01', null, '日用百货 13%')
  await add(1, sku.get('P1001-01')!, null, 10, '2025-01-01', '2025-12-31', '供应商上年度按 10% 开票')
  await add(1, sku.get('P1001-01')!, null, 9, '2026-01-01', null, '本年度按 9% 开票')
}

async function distributors(tx: Tx, userId: number) {
  const rows: [string, string, number, string, string, string, string, number][] = [
    ['D001', '广州穗丰商贸有限公司', 1, '华南', '林经理', '13800138101', '广州市天河区天河路 385 号', 500000],
    ['D002', '佛山顺达批发部', 2, '华南', '何老板', '13800138102', '佛山市顺德区大良街道 18 号', 100000],
    ['D003', '深圳便民超市（福田店）', 3, '华南', '陈店长', '13800138103', '深圳市福田区福华路 66 号', 20000],
  ]
  for (const [code, name, level, region, contact, phone, address, credit] of rows)
    await tx.query(
      `INSERT INTO distributor (tenant_id, code, name, level, region, contact, phone, address, credit_limit, created_by, updated_by)
       VALUES (app_tenant_id(), $1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
      [code, name, level, region, contact, phone, address, credit, userId],
    )
}

/** Runs inside the tenant's transaction, after its categories, units, products and SKUs. */
export async function seedProductExtras(tx: Tx, userId: number) {
  await composites(tx, userId)
  await meters(tx, userId)
  await taxPoints(tx, userId)
  await distributors(tx, userId)
}
