// Image and file fields name only what the server handed out to the caller's tenant, or an
// address on a host the deployment lists in WMS_FILE_HOSTS: checked for every payload field of
// format image or file, with a message naming the field.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from '../support/api.ts'
import { PNG } from '../support/upload-files.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'wms-file-refs-'))
process.env.WMS_DATA_DIR = dataDir

let api: TestApi
const token: Record<string, string> = {}
beforeAll(async () => {
  api = await startApi()
  token.demo = await api.login('demo')
  token.demo2 = await api.login('demo2')
})
afterAll(async () => {
  delete process.env.WMS_FILE_HOSTS
  await api.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const call = (path: string, payload: unknown, who = 'demo') => api.call(path, payload, { token: token[who] }).then((r) => r.body)
const uploaded = async (who: string) => (await call('/v1/upload/64', { file: PNG.toString('base64') }, who)).path as string
let n = 0
const addBrand = (logo: unknown) => call('/brand/add', { code: `REF${++n}`, name: `引用测试${n}`, logo })

describe('image fields', () => {
  it("take the tenant's own upload, or nothing", async () => {
    const mine = await uploaded('demo')
    const r = await addBrand(mine)
    expect(r.status).toBe(1)
    expect((await call('/brand/get', { id: r.data.id })).data.logo).toBe(mine)
    expect((await addBrand('')).status).toBe(1)
  })

  it("refuse another tenant's file, a path of the API and an address the deployment does not list, naming the field", async () => {
    const theirs = await uploaded('demo2')
    for (const logo of [theirs, '/api/v1/user/delete', 'https://evil.example.com/logo.png', 'javascript:alert(1)', '//evil.example.com/a.png']) {
      const r = await addBrand(logo)
      expect(r, logo).toMatchObject({ status: 0, message: '品牌标志无效，请重新上传文件' })
      expect(r.data.errors).toEqual([{ field: 'logo', message: '品牌标志无效，请重新上传文件' }])
    }
  })

  it('take an address on a host of WMS_FILE_HOSTS, and only that host', async () => {
    process.env.WMS_FILE_HOSTS = 'img.example.com, cdn.example.com:8443'
    expect((await addBrand('https://img.example.com/brands/a.png')).status).toBe(1)
    expect((await addBrand('https://cdn.example.com:8443/a.png')).status).toBe(1)
    for (const logo of [
      'https://img.example.com.evil.net/a.png',
      'https://user:pw@img.example.com/a.png',
      'ftp://img.example.com/a.png',
      'https://cdn.example.com/a.png',
    ])
      expect((await addBrand(logo)).message, logo).toBe('品牌标志无效，请重新上传文件')
    delete process.env.WMS_FILE_HOSTS
    expect((await addBrand('https://img.example.com/brands/b.png')).status).toBe(0)
  })
})

describe('file fields of other payloads', () => {
  it("are checked the same way (a voucher's approval certificate)", async () => {
    const theirs = await uploaded('demo2')
    const r = await call('/v1/stockOut/voucher/certificate/add', { docId: 1, path: theirs })
    expect(r).toMatchObject({ status: 0, message: '文件无效，请重新上传文件', data: { errors: [{ field: 'path', message: '文件无效，请重新上传文件' }] } })
  })
})
