// Uploads cannot fill the disk: the content decides the type (a signature glued onto other data
// is refused), each kind has its size, each tenant a quota, and files no record names are
// removed by the sweep once they are older than the grace period.
import { existsSync, mkdtempSync, rmSync, utimesSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from '../support/api.ts'
import { PDF, PNG, pdfOfSize, pngOfSize } from '../support/upload-files.ts'
import { sweepUploads } from '../../src/server/domain/upload/sweep.ts'

let dataDir = mkdtempSync(join(tmpdir(), 'wms-upload-limits-'))
process.env.WMS_DATA_DIR = dataDir
const MB = 1024 * 1024

let api: TestApi
const token: Record<string, string> = {}
beforeAll(async () => {
  api = await startApi()
  token.demo = await api.login('demo')
  token.demo2 = await api.login('demo2')
})
afterAll(async () => {
  delete process.env.WMS_UPLOAD_QUOTA_MB
  await api.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const base64 = (file: Buffer, who = 'demo') => api.call('/v1/upload/64', { file: file.toString('base64') }, { token: token[who] }).then((r) => r.body)
const onDisk = (path: string) => join(dataDir, 'uploads', ...path.replace('/api/files/', '').split('/'))
const age = (path: string, days: number) => {
  const t = new Date(Date.now() - days * 24 * 3600_000)
  utimesSync(onDisk(path), t, t)
}

describe('the content decides', () => {
  it('refuses a known signature followed by something else, and a file cut short', async () => {
    const junk = Buffer.alloc(2000, 0x41)
    for (const [bytes, label] of [
      [Buffer.concat([PNG.subarray(0, 8), junk]), 'PNG signature, then junk'],
      [PNG.subarray(0, PNG.length - 12), 'PNG without its end'],
      [Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), junk]), 'JPEG signature, then junk'],
      [Buffer.concat([Buffer.from('GIF89a'), junk]), 'GIF without its trailer'],
      [Buffer.concat([Buffer.from('RIFF\u0010\u0000\u0000\u0000WEBPVP8 '), junk]), 'WEBP whose length is not the file'],
      [Buffer.concat([Buffer.from('%PDF-1.4\n'), junk]), 'PDF without %%EOF'],
    ] as const) {
      expect(await base64(bytes), label).toMatchObject({ status: 0, message: '只能上传图片（JPG、PNG、GIF、WEBP）或 PDF 文件' })
    }
    expect((await base64(pngOfSize(4000))).status).toBe(1)
  })
})

describe('sizes by kind', () => {
  it('takes a PDF up to 10 MB and an image up to 5 MB', async () => {
    expect((await base64(pdfOfSize(10 * MB))).status).toBe(1)
    expect(await base64(pdfOfSize(10 * MB + 1))).toMatchObject({ status: 0, message: '文件不能超过 10 MB' })
    expect((await base64(pngOfSize(5 * MB))).status).toBe(1)
    expect(await base64(pngOfSize(5 * MB + 1))).toMatchObject({ status: 0, message: '文件不能超过 5 MB' })
  })
})

describe('the tenant quota and the sweep', () => {
  it('refuses an upload past the quota with what is used and allowed, for that tenant only; the sweep frees space', async () => {
    // A data folder of its own, so the files of the tests above do not count.
    rmSync(dataDir, { recursive: true, force: true })
    process.env.WMS_DATA_DIR = dataDir = mkdtempSync(join(tmpdir(), 'wms-upload-quota-'))
    process.env.WMS_UPLOAD_QUOTA_MB = '1'
    const first = await base64(pngOfSize(600 * 1024))
    expect(first.status).toBe(1)
    const second = await base64(pngOfSize(600 * 1024))
    expect(second).toMatchObject({ status: 0, message: '上传空间不足：本租户已用 0.6 MB，上限 1 MB，本文件 0.6 MB，请删除不用的附件或联系管理员' })
    expect(second.data.errors[0].field).toBe('file')
    expect((await base64(pngOfSize(600 * 1024), 'demo2')).status).toBe(1)

    // The file named by a record stays however old; an old one nobody names goes; a young one stays.
    const named = (await base64(PNG)).path
    const brand = await api.call('/brand/add', { code: 'SWEEP1', name: '清理测试品牌', logo: named }, { token: token.demo })
    expect(brand.body.status).toBe(1)
    const young = (await base64(PDF)).path
    // A picture only an approval's copy of a product still names stays too.
    const inApproval = (await base64(PNG)).path
    await api.db.query(
      `UPDATE approval_instance SET snapshot = jsonb_set(snapshot, '{image}', to_jsonb($1::text)) WHERE id = (SELECT min(id) FROM approval_instance)`,
      [inApproval],
    )
    for (const p of [first.path, named, inApproval]) age(p, 3)
    expect(await sweepUploads(api.db, api.config)).toBe(1)
    expect(existsSync(onDisk(first.path))).toBe(false)
    expect(existsSync(onDisk(named))).toBe(true)
    expect(existsSync(onDisk(inApproval))).toBe(true)
    expect(existsSync(onDisk(young))).toBe(true)
    expect((await base64(pngOfSize(600 * 1024))).status).toBe(1)
  })
})
