// Demo products of a tenant with their SKUs (attributes as name → value), enough for every
// product screen and later documents; their categories, brands, units and levels are demo rows
// (schemas/demo/*.yaml); composites, packaging units, tax points and distributors in
// demo-product-extras.ts.
import type { Db, Tx } from '../db/types.ts'
import { inTenant } from '../db/tenant-tx.ts'
import { seedProductExtras } from './demo-product-extras.ts'

/** [code, name, category, brand, unit, price, shelf life days, batch, SKU attribute sets] */
type ProductPlan = [string, string, string, string, string, number, number | null, boolean, Record<string, string>[]]

const size = (...v: string[]) => v.map((s) => ({ 规格: s }))
const PRODUCTS: ProductPlan[] = [
  ['P1001', '金龙鱼食用调和油', 'GRAIN', 'JLY', 'BTL', 69.9, 540, true, size('1.8L', '5L')],
  ['P1002', '金龙鱼优质东北大米', 'GRAIN', 'JLY', 'BAG', 39.9, 365, true, size('5kg', '10kg')],
  ['P1003', '金龙鱼高筋面粉', 'GRAIN', 'JLY', 'BAG', 25.5, 270, true, size('2.5kg', '5kg')],
  ['P1004', '农夫山泉饮用天然水', 'DRINK', 'NFSQ', 'BOX', 28.0, 365, true, size('550ml×24', '380ml×24', '4L×6')],
  ['P1005', '农夫山泉东方树叶茶饮', 'DRINK', 'NFSQ', 'BOX', 72.0, 270, true, [{ 口味: '茉莉花茶' }, { 口味: '乌龙茶' }, { 口味: '红茶' }]],
  ['P1006', '康师傅红烧牛肉面', 'SNACK', 'KSF', 'BOX', 52.0, 180, true, size('五连包×6', '桶装×12')],
  ['P1007', '康师傅冰红茶', 'DRINK', 'KSF', 'BOX', 36.0, 365, true, size('500ml×15', '1L×12')],
  ['P1008', '伊利纯牛奶', 'DRINK', 'YL', 'BOX', 62.0, 180, true, size('250ml×24', '200ml×24')],
  ['P1009', '伊利安慕希酸奶', 'DRINK', 'YL', 'BOX', 65.0, 150, true, [{ 口味: '原味' }, { 口味: '草莓' }]],
  ['P1010', '立白洗衣液', 'CLEAN', 'LBZ', 'BTL', 39.9, 1080, false, size('2kg', '3kg')],
  ['P1011', '立白洗洁精', 'CLEAN', 'LBZ', 'BTL', 12.9, 1080, false, size('1kg', '1.5kg')],
  ['P1012', '立白香皂', 'CLEAN', 'LBZ', 'PCS', 5.5, 1080, false, [{ 香型: '柠檬' }, { 香型: '薰衣草' }, { 香型: '茉莉' }]],
  ['P1013', '维达抽纸', 'PAPER', 'VDA', 'ROLL', 29.9, null, false, size('3层130抽×6包', '3层100抽×10包')],
  ['P1014', '维达卷纸', 'PAPER', 'VDA', 'ROLL', 39.9, null, false, size('4层140g×10卷', '4层180g×10卷')],
  ['P1015', '心相印湿巾', 'PAPER', 'XYC', 'BAG', 9.9, 730, true, size('80片', '10片×6')],
  ['P1016', '心相印手帕纸', 'PAPER', 'XYC', 'BAG', 12.0, null, false, size('4层×18包', '4层×36包')],
  [
    'P1017',
    '回力帆布鞋',
    'WEAR',
    'HLX',
    'PR',
    89.0,
    null,
    false,
    [
      { 颜色: '白', 尺码: '39' },
      { 颜色: '白', 尺码: '40' },
      { 颜色: '白', 尺码: '41' },
      { 颜色: '黑', 尺码: '40' },
      { 颜色: '黑', 尺码: '42' },
    ],
  ],
  [
    'P1018',
    '回力运动袜',
    'WEAR',
    'HLX',
    'PR',
    15.0,
    null,
    false,
    [
      { 颜色: '白', 尺码: '均码' },
      { 颜色: '黑', 尺码: '均码' },
      { 颜色: '灰', 尺码: '均码' },
    ],
  ],
  ['P1019', '劳保棉纱手套', 'WEAR', 'HLX', 'PR', 3.5, null, false, [{ 规格: '600g' }, { 规格: '800g' }]],
  [
    'P1020',
    '纯棉短袖T恤',
    'WEAR',
    'HLX',
    'PCS',
    49.0,
    null,
    false,
    [
      { 颜色: '红', 尺码: 'M' },
      { 颜色: '红', 尺码: 'L' },
      { 颜色: '蓝', 尺码: 'M' },
      { 颜色: '蓝', 尺码: 'L' },
      { 颜色: '蓝', 尺码: 'XL' },
    ],
  ],
]

async function ids(tx: Tx, table: string): Promise<Map<string, number>> {
  const r = await tx.query<{ id: number; code: string }>(`SELECT id, code FROM ${table}`)
  return new Map(r.rows.map((x) => [x.code, x.id]))
}

/** Products numbered from a start so that several plans (a second tenant) stay distinct. */
export async function seedProducts(db: Db, tenantId: number, userId: number, opts: { many?: number } = {}) {
  await inTenant(db, { tenantId, userId }, async (tx) => {
    const cat = await ids(tx, 'category')
    const brand = await ids(tx, 'brand')
    const unit = await ids(tx, 'unit')
    const rank = await ids(tx, 'product_rank')
    const plans = [...PRODUCTS]
    // A larger catalogue where asked (≥ 100 SKUs in the main demo tenant).
    for (let i = 0; i < (opts.many ?? 0); i++) {
      const base = PRODUCTS[i % PRODUCTS.length]
      plans.push([
        `P2${String(i + 1).padStart(3, '0')}`,
        `${base[1]}（${['家庭装', '促销装', '礼盒装'][i % 3]}）`,
        base[2],
        base[3],
        base[4],
        Math.round(base[5] * (1.1 + (i % 3) * 0.2) * 10) / 10,
        base[6],
        base[7],
        base[8].slice(0, 2),
      ])
    }
    for (const [n, [code, name, c, b, u, price, shelfLife, batch, skus]] of plans.entries()) {
      const productId = (
        await tx.query<{ id: number }>(
          `INSERT INTO product (tenant_id, code, short_code, name, category_id, brand_id, rank_id, unit_id, sale_type, barcode, shelf_life_days,
                                batch_managed, expiry_managed, purchase_price, sale_price, min_stock, max_stock, created_by, updated_by)
           VALUES (app_tenant_id(), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11, $12, $13, 10, 1000, $14, $14) RETURNING id`,
          [
            code,
            code.replace('P', 'J'),
            name,
            cat.get(c),
            brand.get(b),
            rank.get(n % 5 === 4 ? 'B' : 'A'),
            unit.get(u),
            n % 7 === 6 ? 2 : 1,
            `69${String(2026000 + n).padStart(11, '0')}`,
            shelfLife,
            batch,
            Math.round(price * 0.78 * 100) / 100,
            price,
            userId,
          ],
        )
      ).rows[0].id
      for (const [k, attrs] of skus.entries()) {
        const label = Object.values(attrs).join(' ')
        await tx.query(
          `INSERT INTO sku (tenant_id, product_id, code, name, barcode, attrs, purchase_price, sale_price, created_by, updated_by)
           VALUES (app_tenant_id(), $1, $2, $3, $4, $5, $6, $7, $8, $8)`,
          [
            productId,
            `${code}-${String(k + 1).padStart(2, '0')}`,
            `${name} ${label}`,
            `69${String(2026000 + n).padStart(9, '0')}${String(k + 1).padStart(2, '0')}`,
            JSON.stringify(attrs),
            Math.round(price * 0.78 * 100) / 100,
            price,
            userId,
          ],
        )
      }
    }
    await seedProductExtras(tx, userId)
  })
}
