// Demo suppliers (供应商): records with follow-up users and levels, the SKUs they supply
// (materials, priced from the SKUs' purchase prices in SQL), qualifications (one due soon),
// test reports, offers and contracts. Qualification scans are left empty: no real files.
import type { Db, Tx } from '../db/types.ts'
import { inTenant } from '../db/tenant-tx.ts'

interface ProviderPlan {
  code: string
  name: string
  shortName: string
  level: number | null
  contact: string
  phone: string
  address: string
  bankName: string
  bankAccount: string
  taxNo: string
  /** Index into the followers given to seedProviders. */
  follower: number | null
  status?: number
  remark?: string
  /** SKU codes it supplies, and its price as a share of the SKU's purchase price. */
  skus: string[]
  priceFactor: number
  /** Food suppliers also hold a food business licence. */
  food?: boolean
}

const DEMO: ProviderPlan[] = [
  {
    code: 'GYS001',
    name: '广州金粮油脂有限公司',
    shortName: '金粮油脂',
    level: 1,
    contact: '林经理',
    phone: '020-87651234',
    address: '广州市黄埔区港前路 168 号',
    bankName: '中国工商银行广州黄埔支行',
    bankAccount: '3602 0012 0900 1234 567',
    taxNo: '91440112MA59B7K21X',
    follower: 0,
    skus: ['P1001-01', 'P1001-02', 'P1002-01', 'P1002-02', 'P1003-01', 'P1003-02'],
    priceFactor: 0.96,
    food: true,
  },
  {
    code: 'GYS002',
    name: '佛山清泉饮品经销有限公司',
    shortName: '清泉饮品',
    level: 2,
    contact: '何主管',
    phone: '13802661234',
    address: '佛山市南海区桂城街道海八路 12 号',
    bankName: '中国建设银行佛山南海支行',
    bankAccount: '4405 0166 2108 0000 1288',
    taxNo: '91440605MA4UQ8XR3C',
    follower: 1,
    skus: ['P1004-01', 'P1004-02', 'P1004-03', 'P1005-01', 'P1007-01', 'P1007-02'],
    priceFactor: 0.97,
    food: true,
  },
  {
    code: 'GYS003',
    name: '广州康乳食品贸易有限公司',
    shortName: '康乳食品',
    level: 1,
    contact: '黄小姐',
    phone: '13926012345',
    address: '广州市白云区太和镇大源北路 9 号',
    bankName: '招商银行广州白云支行',
    bankAccount: '1209 1234 5610 801',
    taxNo: '91440111MA5AXK7P9E',
    follower: 0,
    skus: ['P1006-01', 'P1006-02', 'P1008-01', 'P1008-02', 'P1009-01', 'P1009-02'],
    priceFactor: 0.95,
    food: true,
  },
  {
    code: 'GYS004',
    name: '东莞立洁日化用品有限公司',
    shortName: '立洁日化',
    level: 2,
    contact: '陈经理',
    phone: '0769-22881234',
    address: '东莞市南城街道宏图路 88 号',
    bankName: '中国农业银行东莞南城支行',
    bankAccount: '4412 3401 0400 1234 5',
    taxNo: '91441900MA51P3NB6K',
    follower: 1,
    skus: ['P1010-01', 'P1010-02', 'P1011-01', 'P1011-02', 'P1012-01', 'P1012-02', 'P1012-03'],
    priceFactor: 0.98,
  },
  {
    code: 'GYS005',
    name: '江门维心纸业有限公司',
    shortName: '维心纸业',
    level: 3,
    contact: '梁先生',
    phone: '13729801234',
    address: '江门市蓬江区荷塘镇工业大道 6 号',
    bankName: '中国银行江门分行',
    bankAccount: '6808 5812 3456 7890',
    taxNo: '91440703MA4W1H2T5L',
    follower: null,
    skus: ['P1013-01', 'P1013-02', 'P1014-01', 'P1015-01', 'P1016-01'],
    priceFactor: 0.97,
  },
  {
    code: 'GYS006',
    name: '晋江回力鞋服供应链有限公司',
    shortName: '回力鞋服',
    level: 2,
    contact: '吴经理',
    phone: '13905951234',
    address: '福建省晋江市陈埭镇鞋都路 66 号',
    bankName: '兴业银行晋江支行',
    bankAccount: '1570 2010 0100 1234 56',
    taxNo: '91350582MA2XY4QF8D',
    follower: 1,
    skus: ['P1017-01', 'P1017-02', 'P1017-03', 'P1018-01', 'P1018-02', 'P1020-01', 'P1020-02'],
    priceFactor: 0.94,
  },
  {
    code: 'GYS007',
    name: '广州安达劳保用品商行',
    shortName: '安达劳保',
    level: 4,
    contact: '罗老板',
    phone: '13660001234',
    address: '广州市荔湾区芳村大道中 301 号',
    bankName: '广州农村商业银行芳村支行',
    bankAccount: '0541 0010 3000 1234',
    taxNo: '92440103MA9Y7L4U1G',
    follower: null,
    status: 0,
    remark: '手套抽检不合格，暂停合作',
    skus: ['P1019-01', 'P1019-02'],
    priceFactor: 0.9,
  },
]

const SECOND: ProviderPlan[] = [
  {
    code: 'GYS001',
    name: '上海嘉禾粮油有限公司',
    shortName: '嘉禾粮油',
    level: 2,
    contact: '沈经理',
    phone: '021-59912345',
    address: '上海市嘉定区曹安公路 4888 号',
    bankName: '交通银行上海嘉定支行',
    bankAccount: '3100 6600 0018 1234 5678',
    taxNo: '91310114MA1GU7PX2M',
    follower: 0,
    skus: ['P1001-01', 'P1002-01', 'P1004-01'],
    priceFactor: 0.97,
    food: true,
  },
]

async function insertProvider(tx: Tx, p: ProviderPlan, followers: number[], userId: number): Promise<number> {
  const r = await tx.query<{ id: number }>(
    `INSERT INTO provider (tenant_id, code, name, short_name, level, level_remark, contact, phone, address, bank_name, bank_account, tax_no,
                           follow_user_id, status, remark, created_by, updated_by)
     VALUES (app_tenant_id(), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15) RETURNING id`,
    [
      p.code,
      p.name,
      p.shortName,
      p.level,
      p.level === 4 ? '抽检不合格，列入观察' : p.level ? '年度评审' : null,
      p.contact,
      p.phone,
      p.address,
      p.bankName,
      p.bankAccount,
      p.taxNo,
      p.follower === null ? null : (followers[p.follower] ?? null),
      p.status ?? 1,
      p.remark ?? null,
      userId,
    ],
  )
  const id = r.rows[0].id
  // Supply price from the SKU's purchase price, rounded in SQL (no float money in JS).
  await tx.query(
    `INSERT INTO provider_material (tenant_id, provider_id, sku_id, price, min_qty, lead_days, created_by, updated_by)
     SELECT app_tenant_id(), $1, s.id, round(coalesce(s.purchase_price, 0) * $2, 2), 10, 3, $4, $4 FROM sku s WHERE s.code = ANY($3) ORDER BY s.code`,
    [id, p.priceFactor, p.skus, userId],
  )
  return id
}

async function attachments(tx: Tx, id: number, p: ProviderPlan, userId: number, n: number): Promise<void> {
  const q = (sql: string, params: unknown[]) => tx.query(sql, [...params, userId])
  await q(
    `INSERT INTO provider_qualification (tenant_id, provider_id, qual_type, name, cert_no, issuer, valid_from, valid_to, created_by, updated_by)
     VALUES (app_tenant_id(), $1, 1, '营业执照', $2, '市场监督管理局', DATE '2021-03-01', DATE '2041-02-28', $3, $3)`,
    [id, p.taxNo],
  )
  if (p.food)
    // The first food supplier's licence falls due within 30 days: the detail page counts it.
    await q(
      `INSERT INTO provider_qualification (tenant_id, provider_id, qual_type, name, cert_no, issuer, valid_from, valid_to, remark, created_by, updated_by)
       VALUES (app_tenant_id(), $1, 3, '食品经营许可证', $2, '市场监督管理局', current_date - 1800, current_date + $3::int, $4, $5, $5)`,
      [id, `JY144${String(1120000000 + n * 7919).slice(0, 10)}`, n === 0 ? 20 : 400 + n * 30, n === 0 ? '即将到期，已通知供应商续证' : null],
    )
  await q(
    `INSERT INTO provider_test_report (tenant_id, provider_id, sku_id, name, report_no, agency, test_date, result, remark, created_by, updated_by)
     SELECT app_tenant_id(), $1, s.id, s.name || ' 检测报告', $2, '广东省质量监督检测中心', current_date - 45, $3, $4, $6, $6
       FROM sku s WHERE s.code = $5`,
    [id, `JC2025${String(n + 1).padStart(4, '0')}`, p.status === 0 ? 0 : 1, p.status === 0 ? '断裂强力不达标' : null, p.skus[0]],
  )
  await q(
    `INSERT INTO provider_offer (tenant_id, provider_id, sku_id, price, tax_included, min_qty, offer_date, valid_to, created_by, updated_by)
     SELECT app_tenant_id(), $1, s.id, round(coalesce(s.purchase_price, 0) * $2, 2), true, 50, current_date - 30, current_date + 60, $4, $4
       FROM sku s WHERE s.code = ANY($3)`,
    [id, p.priceFactor - 0.02, p.skus.slice(0, 2)],
  )
  if (p.status === 0) return
  await q(
    `INSERT INTO provider_contract (tenant_id, provider_id, contract_no, name, contract_type, sign_date, start_date, end_date, amount, created_by, updated_by)
     VALUES (app_tenant_id(), $1, $2, $3, 1, DATE '2025-01-06', DATE '2025-01-01', DATE '2026-12-31', $4, $5, $5)`,
    [id, `HT-${p.code}-2025`, `${p.shortName}年度采购框架协议`, 300000 + n * 150000],
  )
}

async function seedTenant(db: Db, tenantId: number, userId: number, followers: number[], plans: ProviderPlan[]): Promise<void> {
  await inTenant(db, { tenantId, userId }, async (tx) => {
    for (const [n, p] of plans.entries()) await attachments(tx, await insertProvider(tx, p, followers, userId), p, userId, n)
  })
}

export interface ProviderSeedIds {
  demo: number
  second: number
  demoUser: number
  keeperUser: number
  demo2User: number
}

/** After the products: materials, test reports and offers refer to the tenants' SKUs. */
export async function seedProviders(db: Db, ids: ProviderSeedIds): Promise<void> {
  await seedTenant(db, ids.demo, ids.demoUser, [ids.demoUser, ids.keeperUser], DEMO)
  await seedTenant(db, ids.second, ids.demo2User, [ids.demo2User], SECOND)
}
