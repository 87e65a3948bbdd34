// Uploads and the supplier files that use them: images only through /v1/upload/image (the
// bytes decide, not the name), images and PDF through /v1/upload/64 (images 5 MB, PDF 10 MB), stored
// under a random name of the caller's tenant, served only to that tenant, logged without the
// bytes; qualifications accept only a file the tenant uploaded.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from '../support/api.ts'
import { PDF, PNG, pngOfSize } from '../support/upload-files.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'wms-uploads-'))
process.env.WMS_DATA_DIR = dataDir

const MB = 1024 * 1024
const FILE_URL = /^\/api\/files\/\d+\/\d{6}\/[0-9a-f]{32}\.(png|jpg|gif|webp|pdf)$/

let api: TestApi
const token: Record<string, string> = {}
let demoTenant: number
beforeAll(async () => {
  api = await startApi()
  token.demo = await api.login('demo')
  token.demo2 = await api.login('demo2')
  demoTenant = (await api.db.query(`SELECT id FROM tenant WHERE code = 'DEMO'`)).rows[0].id
})
afterAll(async () => {
  await api.close()
  rmSync(dataDir, { recursive: true, force: true })
})

function form(file: Buffer, name: string, type: string, extra: Record<string, string | Blob> = {}) {
  const f = new FormData()
  f.append('file', new Blob([new Uint8Array(file)], { type }), name)
  f.append('key', 'provider')
  for (const [k, v] of Object.entries(extra)) f.append(k, v)
  return f
}
const upload = (f: FormData, who = 'demo') => api.call('/v1/upload/image', {}, { token: token[who], form: f })
const base64 = (payload: Record<string, unknown>, who = 'demo') => api.call('/v1/upload/64', payload, { token: token[who] }).then((r) => r.body)
const fetchFile = (path: string, opts: { token?: string; headers?: Record<string, string> } = {}) =>
  api.call(path.replace(/^\/api/, ''), {}, { method: 'GET', ...opts })
const call = (path: string, payload: unknown, who = 'demo') => api.call(path, payload, { token: token[who] }).then((r) => r.body)

describe('image upload (multipart)', () => {
  let path: string
  it('stores an image under a random name of the tenant and answers result 000 with its path', async () => {
    const r = await upload(form(PNG, '../../etc/passwd.png', 'image/png', { thumbnail: new Blob([new Uint8Array(PNG)], { type: 'image/png' }) }))
    expect(r.http).toBe(200)
    expect(r.body).toMatchObject({ status: 1, result: '000', message: '上传成功' })
    path = r.body.path
    expect(path).toMatch(FILE_URL)
    expect(path).not.toContain('passwd')
    expect(r.body.thumbnail).toMatch(FILE_URL)
    expect(r.body.data).toEqual({ result: '000', path, thumbnail: r.body.thumbnail })
    // On disk under WMS_DATA_DIR/uploads/<tenant>/…, exactly the bytes sent.
    const [, , tenant, month, name] = path.split('/').slice(1)
    expect(Number(tenant)).toBe(demoTenant)
    expect(readFileSync(join(dataDir, 'uploads', tenant, month, name))).toEqual(PNG)
  })

  it('serves the file to its tenant, by header or by the session cookie an <img> sends', async () => {
    const r = await fetchFile(path, { token: token.demo })
    expect(r.http).toBe(200)
    expect(r.contentType).toBe('image/png')
    expect(r.headers.get('x-content-type-options')).toBe('nosniff')
    expect(Buffer.from(r.bytes!)).toEqual(PNG)
    const byCookie = await fetchFile(path, { headers: { cookie: `jy_wms_token=${encodeURIComponent(token.demo)}` } })
    expect(byCookie.http).toBe(200)
  })

  it('does not serve it to another tenant: the answer is that of a missing file', async () => {
    const theirs = await fetchFile(path, { token: token.demo2 })
    expect(theirs.http).toBe(404)
    const missing = await fetchFile(path.replace(/[0-9a-f]{32}/, '0'.repeat(32)), { token: token.demo })
    expect(theirs.body).toEqual(missing.body)
    expect(theirs.body).toEqual({ status: 0, message: '文件不存在或无权查看' })
    // Nor when the path names their tenant: the session decides, not the URL.
    const demo2Tenant = (await api.db.query(`SELECT id FROM tenant WHERE code = 'HDWL'`)).rows[0].id
    expect((await fetchFile(path.replace(`/files/${demoTenant}/`, `/files/${demo2Tenant}/`), { token: token.demo2 })).http).toBe(404)
    expect((await fetchFile(path)).body).toMatchObject({ status: 0, result: '-999' })
    expect((await fetchFile('/api/files/../../package.json', { token: token.demo })).http).toBe(404)
  })

  it('refuses what is not an image, whatever its name and type say', async () => {
    for (const [bytes, name] of [
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.png'],
      [PDF, 'scan.jpg'],
      [Buffer.from('MZ\x90\x00'), 'a.gif'],
    ] as const) {
      const r = await upload(form(bytes, name, 'image/png'))
      expect(r.body, name).toMatchObject({ status: 0, message: '只能上传 JPG、PNG、GIF 或 WEBP 图片' })
      expect(r.body.data.errors[0].field).toBe('file')
    }
    const badThumb = await upload(form(PNG, 'a.png', 'image/png', { thumbnail: new Blob(['text']) }))
    expect(badThumb.body.data.errors[0].field).toBe('thumbnail')
    expect((await upload(new FormData())).body).toMatchObject({ status: 0, message: '文件不能为空' })
  })

  it('refuses an image over 5 MB, and a body over 15 MB before reading it', async () => {
    const big = pngOfSize(5 * MB + 1)
    expect((await upload(form(big, 'big.png', 'image/png'))).body).toMatchObject({ status: 0, message: '文件不能超过 5 MB' })
    const exact = pngOfSize(5 * MB)
    expect((await upload(form(exact, 'exact.png', 'image/png'))).body.status).toBe(1)
    const huge = await upload(form(pngOfSize(16 * MB), 'huge.png', 'image/png'))
    expect(huge.http).toBe(413)
    expect(huge.body).toEqual({ status: 0, message: '请求数据过大' })
  })

  it('needs a session, and logs the upload without the file bytes', async () => {
    expect((await api.call('/v1/upload/image', {}, { form: form(PNG, 'a.png', 'image/png') })).body).toMatchObject({ result: '-999' })
    const log = (await api.db.query(`SELECT payload, outcome FROM operation_log WHERE path = '/v1/upload/image' AND outcome = 1 ORDER BY id LIMIT 1`)).rows[0]
    expect(log.payload).toEqual({ file: '[文件 0 KB]', key: 'provider', thumbnail: '[文件 0 KB]' })
  })
})

describe('base64 upload', () => {
  it('takes images and PDF, as plain base64 or a data URL, and keeps the name for display only', async () => {
    const pdf = await base64({ file: `data:application/pdf;base64,${PDF.toString('base64')}`, fileName: 'C:\\扫描件\\营业执照.pdf' })
    expect(pdf).toMatchObject({ status: 1, result: '000', data: { fileName: '营业执照.pdf', fileType: 'pdf', size: PDF.length } })
    expect(pdf.path).toMatch(/\.pdf$/)
    expect(pdf.path).not.toContain('营业执照')
    const file = await fetchFile(pdf.path, { token: token.demo })
    expect(file.contentType).toBe('application/pdf')
    expect((await base64({ file: PNG.toString('base64') })).path).toMatch(/\.png$/)
  })

  it('refuses other files, broken base64 and more than 10 MB', async () => {
    expect((await base64({ file: Buffer.from('just text').toString('base64') })).message).toBe('只能上传图片（JPG、PNG、GIF、WEBP）或 PDF 文件')
    expect((await base64({ file: '***' })).message).toBe('文件内容不是有效的 base64 编码')
    const big = Buffer.concat([PDF, Buffer.alloc(10 * MB + 1 - PDF.length)]).toString('base64')
    expect(await base64({ file: big })).toMatchObject({ status: 0, message: '文件不能超过 10 MB' })
    const log = (await api.db.query(`SELECT payload FROM operation_log WHERE path = '/v1/upload/64' ORDER BY id DESC LIMIT 1`)).rows[0]
    expect(JSON.stringify(log.payload).length).toBeLessThan(200)
  })
})

describe('qualifications with files', () => {
  let providerId: number
  let mine: string
  beforeAll(async () => {
    providerId = (await call('/provider/list', { code: 'GYS002', pageSize: 10 })).data.list[0].id
    mine = (await base64({ file: PDF.toString('base64'), fileName: '生产许可证.pdf' })).path
  })

  it('adds a qualification with a file of the tenant and lists it under the supplier', async () => {
    const r = await call('/v1/providerext/providerqualification/insert', {
      providerId,
      qualType: 2,
      name: '生产许可证',
      certNo: 'SC10644060500123',
      validTo: '2028-06-30',
      file: mine,
      fileName: '生产许可证.pdf',
    })
    expect(r.status).toBe(1)
    const list = (await call('/v1/providerext/providerqualification/list', { providerId, pageSize: 50 })).data.list
    expect(list.find((q: any) => q.id === r.data.id)).toMatchObject({
      providerName: '佛山清泉饮品经销有限公司',
      qualType: 2,
      file: mine,
      validTo: '2028-06-30',
    })
    expect((await fetchFile(mine, { token: token.demo })).http).toBe(200)
    expect((await call('/provider/detail', { id: providerId })).data.qualificationCount).toBe(3)
  })

  it("refuses a file that is not one of the tenant's uploads", async () => {
    const theirs = (await base64({ file: PNG.toString('base64') }, 'demo2')).path
    for (const file of [theirs, 'http://example.com/x.pdf', '/api/files/../../secret.pdf', mine.replace(/[0-9a-f]{32}/, 'a'.repeat(32))]) {
      const r = await call('/v1/providerext/providerqualification/insert', { providerId, qualType: 9, name: '其他证明', file })
      expect(r, file).toMatchObject({ status: 0, message: '附件无效，请重新上传文件' })
    }
  })

  it('keeps test reports, offers and contracts per supplier, with the same file rule', async () => {
    const sku = (await api.db.query(`SELECT s.id FROM sku s JOIN tenant t ON t.id = s.tenant_id WHERE t.code = 'DEMO' AND s.code = 'P1004-01'`)).rows[0].id
    expect(
      (await call('/v1/providerext/providertestreport/add', { providerId, skuId: sku, name: '天然水抽检', result: 1, testDate: '2025-05-01', file: mine }))
        .status,
    ).toBe(1)
    expect((await call('/v1/providerext/provideroffer/add', { providerId, skuId: sku, price: 19.9, offerDate: '2025-05-02' })).status).toBe(1)
    const contract = await call('/v1/providerext/providercontract/add', { providerId, contractNo: 'HT-GYS002-2025', name: '重复编号合同' })
    expect(contract.message).toBe('合同编号已存在')
    const c = await call('/v1/providerext/providercontract/add', {
      providerId,
      contractNo: 'HT-GYS002-2025B',
      name: '补充协议',
      contractType: 3,
      amount: 50000,
      file: mine,
    })
    expect(c.status).toBe(1)
    expect((await call('/v1/providerext/providercontract/list', { providerId, pageSize: 50 })).data.list.map((x: any) => x.contractNo)).toContain(
      'HT-GYS002-2025B',
    )
    expect((await call('/v1/providerext/providercontract/delete', { id: c.data.id }, 'demo2')).message).toBe('记录不存在或已被删除')
    expect((await call('/v1/providerext/providercontract/delete', { id: c.data.id })).status).toBe(1)
    expect(readdirSync(join(dataDir, 'uploads', String(demoTenant))).length).toBeGreaterThan(0)
  })
})
