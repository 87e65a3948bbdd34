// Hostile clients against a real server: a login flood from several addresses (behind a trusted
// proxy, so X-Forwarded-For names them), and bodies nested deep or too large. The flood is
// throttled without locking the account for its owner, other users are served throughout, and
// the bodies get 400/413 envelopes, the server unharmed.
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { newDatabase, urlOf } from './support/cluster.ts'
import { call, login, ready, startServer, type Answer, type Server } from './support/server.ts'

const cluster = inject('pgCluster')
let server: Server

beforeAll(async () => {
  const database = await newDatabase(cluster)
  server = await startServer({ DATABASE_URL: urlOf(cluster, database), WMS_TRUSTED_PROXIES: '127.0.0.1' })
})
afterAll(() => server?.kill('SIGKILL'))

/** The server's peak resident memory so far, in MB (Linux). */
const peakMb = () => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${server.proc.pid}/status`, 'utf8'))![1]) / 1024

describe('a login flood', () => {
  it('is throttled per address, never locks the owner out, and others stay served', async () => {
    const token = await login(server.base, 'keeper')
    const ADDRESSES = 4
    const TRIES = 40
    let done = false
    let userCalls = 0
    const userAnswers: Answer[] = []
    const user = (async () => {
      while (!done) {
        userAnswers.push(await call(server.base, '/user/userInfo', {}, token))
        userCalls++
      }
    })()
    const answers = (
      await Promise.all(
        Array.from({ length: ADDRESSES }, async (_, a) => {
          const got: Answer[] = []
          for (let i = 0; i < TRIES; i++)
            got.push(
              await call(server.base, '/login', { account: 'admin', password: `guess${i}x` }, undefined, undefined, {
                'x-forwarded-for': `203.0.113.${a + 1}`,
              }),
            )
          return got
        }),
      ).finally(() => (done = true))
    ).flat()
    await user
    const wrong = answers.filter((a) => a.http === 200 && a.body.message === '账号或密码错误').length
    const slowed = answers.filter((a) => a.http === 429 && /^登录尝试过于频繁，请 \d+ 秒后再试$/.test(a.body.message) && Number(a.retryAfter) > 0).length
    console.log(
      `[login flood] ${answers.length} guesses from ${ADDRESSES} addresses: ${wrong} checked, ${slowed} refused 429; meanwhile one user made ${userCalls} calls`,
    )
    // Five tries per address reach the password check, then one per wait (1 s, 2 s, 4 s …) that
    // passed while the flood lasted; every other is refused before any database work.
    expect(wrong).toBeGreaterThanOrEqual(5 * ADDRESSES)
    expect(wrong).toBeLessThanOrEqual(10 * ADDRESSES)
    expect(slowed).toBe(answers.length - wrong)
    expect(userAnswers.filter((a) => a.body?.status !== 1)).toEqual([])
    // The platform administrator, from the office, signs in at once.
    const owner = await call(server.base, '/login', { account: 'admin', password: 'admin123' }, undefined, undefined, { 'x-forwarded-for': '10.1.2.3' })
    expect(owner.body.status).toBe(1)
  })
})

describe('hostile bodies', () => {
  it('answers 400 to deep nesting and 413 to a body too large, and the server stays well', async () => {
    const before = peakMb()
    const deep = `{"account":${'['.repeat(20_000)}${']'.repeat(20_000)}}`
    const huge = `{"account":${'['.repeat(500_000)}${']'.repeat(500_000)}}`
    const nested = await Promise.all([deep, huge, huge, huge].map((body) => call(server.base, '/login', {}, undefined, body)))
    for (const a of nested) expect(a).toMatchObject({ http: 400, body: { status: 0, message: '请求数据嵌套层级过深（最多 20 层）' } })
    const long = await call(server.base, '/login', {}, undefined, JSON.stringify({ account: new Array(100_000).fill(0) }))
    expect(long).toMatchObject({ http: 400, body: { status: 0, message: '请求数据中的数组过长（最多 5000 项）' } })
    const big = await call(server.base, '/login', {}, undefined, JSON.stringify({ account: 'x'.repeat(3_000_000) }))
    expect(big).toMatchObject({ http: 413, body: { status: 0, message: '请求数据过大' } })
    console.log(`[bodies] server peak memory ${before.toFixed(0)} MB before, ${peakMb().toFixed(0)} MB after`)
    expect(server.exited()).toBe(false)
    expect((await ready(server.base)).http).toBe(200)
    expect(await login(server.base, 'keeper')).toBeTruthy()
  })
})
