// With the variant's isMd5 on, the client sends MD5(password) at login and on change; the
// server keeps the scrypt of that and never sees the clear password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openEmptyDb } from '../support/api.ts'
import { loadProjectConfig } from '../../src/server/config/project-config.ts'
import { prepareDatabase } from '../../src/server/bootstrap.ts'
import { createApp } from '../../src/server/app.ts'
import { md5 } from '../../src/server/domain/session/password.ts'
import type { Db } from '../../src/server/db/types.ts'

let db: Db
let drop: () => Promise<void>
let app: ReturnType<typeof createApp>
beforeAll(async () => {
  const config = loadProjectConfig({ variant: 'prison-md5' })
  expect(config.settings.isMd5).toBe(true)
  ;({ db, drop } = await openEmptyDb())
  await prepareDatabase(db, config, {})
  app = createApp({ db, config })
})
afterAll(() => drop())

const post = async (path: string, body: object, token?: string) =>
  (
    await app.fetch(
      new Request('http://x/api' + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
        body: JSON.stringify(body),
      }),
    )
  ).json()

describe('MD5 variant', () => {
  it('logs in with the MD5 of the password, not with the password', async () => {
    expect((await post('/login', { account: 'keeper', password: 'demo123' })).status).toBe(0)
    const ok = await post('/login', { account: 'keeper', password: md5('demo123') })
    expect(ok.status).toBe(1)
    const bad = await post('/user/upgrade/password', { oldPwd: md5('demo123'), newPwd: 'plain123' }, ok.data.token)
    expect(bad.message).toBe('密码格式不正确')
    expect((await post('/user/upgrade/password', { oldPwd: md5('demo123'), newPwd: md5('next2026') }, ok.data.token)).status).toBe(1)
    expect((await post('/login', { account: 'keeper', password: md5('next2026') })).status).toBe(1)
  })
})
