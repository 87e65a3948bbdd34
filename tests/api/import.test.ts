// Imports from .xlsx: the template, a preview naming every bad row in Chinese with nothing
// written, a commit of a clean preview all or nothing, references by code or name (scoped
// where codes repeat), progress through the job.
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from '../support/api.ts'

type RowError = { row: number; column: string; message: string }
let api: TestApi
let token: string
beforeAll(async () => {
  api = await startApi()
  token = await api.login('demo')
})
afterAll(() => api.close())

async function sheet(rows: Record<string, unknown>[]): Promise<string> {
  const wb = new ExcelJS.Workbook()
  const ws = wb.addWorksheet('导入数据')
  const headers = [...new Set(rows.flatMap((r) => Object.keys(r)))]
  ws.addRow(headers)
  for (const r of rows) ws.addRow(headers.map((h) => r[h] ?? null))
  return Buffer.from(await wb.xlsx.writeBuffer()).toString('base64')
}

async function run(path: string, payload: object) {
  const started = await api.call(path, payload, { token })
  expect(started.body.status, JSON.stringify(started.body)).toBe(1)
  for (;;) {
    const s = (await api.call('/v1/import/status', { jobId: started.body.data.jobId }, { token })).body.data
    if (s.state !== 'running') return s
    await new Promise((r) => setTimeout(r, 50))
  }
}

const productRow = (code: string, sku: string, extra: Record<string, unknown> = {}) => ({
  商品编码: code,
  商品名称: `导入商品${code}`,
  商品分类: '饮料',
  基本单位: 'BOX',
  销售类型: '自营',
  规格编码: sku,
  规格属性: '口味:原味',
  规格销售价: 12.5,
  ...extra,
})
const productCount = async () => (await api.call('/v1/product/list', { code: 'IMP' }, { token })).body.data.total

describe('product import', () => {
  it('offers a template with the headers, required marks, lists and rules', async () => {
    const r = await api.call('/v1/product/import/template', {}, { token })
    expect(r.contentType).toContain('spreadsheetml')
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(r.bytes!)
    const headers = (wb.getWorksheet('导入数据')!.getRow(1).values as unknown[]).slice(1)
    expect(headers).toEqual(expect.arrayContaining(['*商品编码', '*商品名称', '*商品分类', '*规格编码', '规格属性', '规格销售价']))
    const rules = wb.getWorksheet('填写说明')!
    const rows = rules
      .getSheetValues()
      .slice(2)
      .map((v) => (v as unknown[]).slice(1))
    // 销售类型 has a default (自营), so it may be left out.
    expect(rows).toContainEqual(['销售类型', '', expect.stringContaining('自营')])
  })

  it('previews a file with one bad row: the row is named, nothing is written', async () => {
    const rows = [
      productRow('IMP001', 'IMP001-1'),
      productRow('IMP001', 'IMP001-2', { 规格属性: '口味:草莓' }),
      productRow('IMP002', 'IMP002-1', { 商品分类: '不存在的分类', 规格销售价: 'abc' }),
      productRow('IMP003', 'IMP001-1'),
    ]
    const job = await run('/v1/product/import', { mode: 'preview', file: await sheet(rows) })
    expect(job.state).toBe('done')
    expect(job.result).toMatchObject({ rows: 4, documents: 3, lines: 4, errorCount: 3 })
    expect(job.result.errors).toEqual([
      { row: 4, column: '商品分类', message: '商品分类：商品分类“不存在的分类”不存在' },
      { row: 4, column: '规格销售价', message: '规格销售价：应为数字' },
      { row: 5, column: '规格编码', message: '规格编码“IMP001-1”与第 2 行重复' },
    ])
    const commit = await api.call('/v1/product/import', { mode: 'commit', jobId: job.jobId }, { token })
    expect(commit.body.message).toBe('该文件尚未通过校验，不能导入')
    expect(await productCount()).toBe(0)
  })

  it('imports a clean file, SKUs grouped under their product, then refuses it a second time', async () => {
    const rows = [
      productRow('IMP001', 'IMP001-1'),
      productRow('IMP001', 'IMP001-2', { 规格属性: '口味:草莓' }),
      productRow('IMP002', 'IMP002-1', { 商品分类: 'DRINK' }),
    ]
    const preview = await run('/v1/product/import', { mode: 'preview', file: await sheet(rows) })
    expect(preview.result.errorCount).toBe(0)
    const done = await run('/v1/product/import', { mode: 'commit', jobId: preview.jobId })
    expect(done).toMatchObject({ state: 'done', done: 2, total: 2, result: { imported: 2, lines: 3 } })
    const id = (await api.call('/v1/product/list', { code: 'IMP001' }, { token })).body.data.list[0].id
    const product = (await api.call('/v1/product/get', { id }, { token })).body.data
    expect(product).toMatchObject({ name: '导入商品IMP001', categoryName: '饮料', saleType: 1 })
    expect(product.lines.map((l: any) => l.attrs)).toEqual([{ 口味: '原味' }, { 口味: '草莓' }])
    // A preview is committed once; the same file again meets the codes now taken.
    expect((await api.call('/v1/product/import', { mode: 'commit', jobId: preview.jobId }, { token })).body.message).toBe('该文件尚未通过校验，不能导入')
    const again = await run('/v1/product/import', { mode: 'preview', file: await sheet(rows) })
    expect(again.result.errors[0].message).toBe('商品编码“IMP001”已存在')
    const log = await api.db.query(`SELECT message, payload::text AS payload FROM operation_log WHERE path = '/v1/product/import' ORDER BY id`)
    expect(log.rows.map((r) => r.message)).toContain('导入商品 2 条（明细 3 行）')
    expect(log.rows.every((r) => !r.payload.includes('UEsDB'))).toBe(true)
  })

  it('refuses what is not a spreadsheet and a file without the required columns', async () => {
    // Refused in the request itself, before a job starts.
    const notXlsx = (await api.call('/v1/product/import', { mode: 'preview', file: Buffer.from('hello').toString('base64') }, { token })).body
    expect(notXlsx).toMatchObject({ status: 0, message: '文件不是 .xlsx 格式，请使用下载的导入模板' })
    expect((await run('/v1/product/import', { mode: 'preview', file: await sheet([{ 商品名称: 'x' }]) })).error).toBe(
      '文件缺少必填列：商品编码、商品分类、基本单位、规格编码，请使用下载的导入模板',
    )
  })

  it('keeps jobs to the user who started them', async () => {
    const job = await run('/v1/product/import', { mode: 'preview', file: await sheet([productRow('IMP009', 'IMP009-1')]) })
    const other = await api.login('keeper')
    expect((await api.call('/v1/import/status', { jobId: job.jobId }, { token: other })).body.message).toBe('导入任务不存在或已过期，请重新上传文件')
  })
})

describe('location import', () => {
  it('matches an area by its code within the row warehouse', async () => {
    const rows = [
      { 仓库: 'GZ01', 库区: 'B', 库位编码: 'B-09-01-01' },
      { 仓库: '佛山南海二号仓', 库区: 'A', 库位编码: 'A-09-01-01' },
      { 仓库: 'FS02', 库区: 'B', 库位编码: 'B-09-09-09' },
    ]
    const preview = await run('/location/import', { mode: 'preview', file: await sheet(rows) })
    expect(preview.result.errors).toEqual([{ row: 4, column: '库区', message: '库区：库区“B”不存在（或不属于该行所选的上级）' }])
    const ok = await run('/location/import', { mode: 'preview', file: await sheet(rows.slice(0, 2)) })
    await run('/location/import', { mode: 'commit', jobId: ok.jobId })
    const placed = await api.db.query(
      `SELECT l.code, s.code AS storage, a.code AS area FROM location l JOIN storage s ON s.id = l.storage_id JOIN storage_area a ON a.id = l.area_id WHERE l.code LIKE '_-09-%' ORDER BY l.code`,
    )
    expect(placed.rows).toEqual([
      { code: 'A-09-01-01', storage: 'FS02', area: 'A' },
      { code: 'B-09-01-01', storage: 'GZ01', area: 'B' },
    ])
  })
})

describe('supplier import', () => {
  it('leaves the follow-up user, level and status to their own calls', async () => {
    const r = await api.call('/provider/import/template', {}, { token })
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(r.bytes!)
    const headers = (wb.getWorksheet('导入数据')!.getRow(1).values as unknown[]).slice(1)
    expect(headers).toEqual(expect.arrayContaining(['*供应商编码', '*供应商名称', '联系电话', '纳税人识别号']))
    expect(headers.filter((h) => /跟进人|资质等级|状态/.test(String(h)))).toEqual([])
  })

  it('names a taken code and a bad tax number, then imports the fixed file enabled', async () => {
    const listed = (await api.call('/provider/list', { pageSize: 10 }, { token })).body
    expect(listed.status, JSON.stringify(listed)).toBe(1)
    const taken = listed.data.list[0].code
    const rows = [
      { 供应商编码: 'GYS901', 供应商名称: '导入供应商一', 联系电话: '020-88886666' },
      { 供应商编码: taken, 供应商名称: '导入供应商二' },
      { 供应商编码: 'GYS903', 供应商名称: '导入供应商三', 纳税人识别号: 'abc' },
    ]
    const bad = await run('/provider/import', { mode: 'preview', file: await sheet(rows) })
    expect(bad.result.errors.map((e: RowError) => [e.row, e.column])).toEqual([
      [3, '供应商编码'],
      [4, '纳税人识别号'],
    ])
    const fixed = [rows[0], { ...rows[1], 供应商编码: 'GYS902' }, { ...rows[2], 纳税人识别号: '91440101MA5CXXXX1Y' }]
    const ok = await run('/provider/import', { mode: 'preview', file: await sheet(fixed) })
    expect(ok.result.errorCount).toBe(0)
    expect((await run('/provider/import', { mode: 'commit', jobId: ok.jobId })).result).toEqual({ imported: 3, lines: 0 })
    const list = (await api.call('/provider/list', { code: 'GYS90' }, { token })).body.data.list
    expect(list.map((p: { code: string; status: number }) => [p.code, p.status])).toEqual([
      ['GYS901', 1],
      ['GYS902', 1],
      ['GYS903', 1],
    ])
  })
})

describe('product import under goods approval', () => {
  it('puts imported products up for approval when approvalGoods is on', async () => {
    const s = (await api.call('/strategy/getTenantStrategy', {}, { token })).body.data
    expect((await api.call('/strategy/save', { approvalGoods: true, version: s.version }, { token })).body.status).toBe(1)
    const preview = await run('/v1/product/import', {
      mode: 'preview',
      file: await sheet([productRow('IMPA01', 'IMPA01-1'), productRow('IMPA02', 'IMPA02-1')]),
    })
    expect(preview.result.errorCount).toBe(0)
    expect((await run('/v1/product/import', { mode: 'commit', jobId: preview.jobId })).state).toBe('done')
    const list = (await api.call('/v1/product/list', { code: 'IMPA' }, { token })).body.data.list
    expect(list.map((p: { approvalStatus: number }) => p.approvalStatus)).toEqual([10, 10])
    const again = (await api.call('/strategy/getTenantStrategy', {}, { token })).body.data
    await api.call('/strategy/save', { approvalGoods: false, version: again.version }, { token })
  })
})
