// Dev mode (npm run dev, issue 19): an edit of a config file on disk reaches the running server
// and the open browsers without a restart; a broken edit, or one that needs a migration, is
// refused and the last good config keeps serving. Runs on a temporary copy of the config root.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { WmsConfig } from '../../src/config/types.ts'
import { createApp } from '../../src/server/app.ts'
import { createConfigReloader, type ConfigEvent, type ConfigReloader } from '../../src/server/dev/config-reloader.ts'
import { devApp, DEV_EVENTS_PATH } from '../../src/server/dev/dev-app.ts'
import { watchConfig } from '../../src/server/dev/watch-config.ts'
import { startApi, type TestApi } from '../support/api.ts'

const repo = resolve(import.meta.dirname, '../..')

describe('dev mode: config reloaded from disk', () => {
  let api: TestApi
  let root: string
  let reloader: ConfigReloader
  let app: ReturnType<typeof devApp>
  let token: string
  const screens = () => join(root, 'screens.yaml')
  const original = readFileSync(join(repo, 'screens.yaml'), 'utf8')

  beforeAll(async () => {
    api = await startApi()
    root = mkdtempSync(join(tmpdir(), 'wms-dev-'))
    for (const f of ['screens.yaml', 'endpoints.yaml', 'schemas']) cpSync(join(repo, f), join(root, f), { recursive: true })
    reloader = createConfigReloader({ root, variant: api.config.variant, initial: api.config })
    app = devApp({
      reloader,
      build: (config: WmsConfig) => createApp({ db: api.db, config, clock: api.clock }),
      db: api.db,
      clock: api.clock,
      sessionTtlMs: 3600_000,
    })
    token = await api.login('demo')
  })
  afterAll(async () => {
    rmSync(root, { recursive: true, force: true })
    await api.close()
  })

  const fullConfig = async (etag?: string) => {
    const res = await app.fetch(
      new Request('http://localhost/api/app/config/full', { headers: { authorization: token, ...(etag ? { 'if-none-match': etag } : {}) } }),
    )
    return { http: res.status, etag: res.headers.get('ETag')!, body: res.status === 200 ? await res.json() : null }
  }
  /** The next event the reloader sends, whatever sets it off. */
  const nextEvent = () =>
    new Promise<ConfigEvent>((done) => {
      const off = reloader.subscribe((e) => {
        off()
        done(e)
      })
    })

  it('a screen title edited on disk is served after the watcher fires, under a new ETag', async () => {
    const before = await fullConfig()
    expect(before.body.data.screens['warehouse-mag'].title).toBe('仓库管理')
    const stop = watchConfig(root, () => reloader.reload())
    try {
      const heard = nextEvent()
      writeFileSync(screens(), original.replace('  title: 仓库管理\n', '  title: 仓库档案\n'))
      expect(await heard).toEqual({ kind: 'config', version: 1 })
    } finally {
      stop()
    }
    const after = await fullConfig(before.etag)
    expect(after.http).toBe(200)
    expect(after.etag).not.toBe(before.etag)
    expect(after.body.data.screens['warehouse-mag'].title).toBe('仓库档案')
  })

  it('the dispatcher follows the new config: a call removed from endpoints.yaml is gone', async () => {
    const endpoints = readFileSync(join(repo, 'endpoints.yaml'), 'utf8')
    const call = () => app.fetch(new Request('http://localhost/api/app/config', { headers: { authorization: token } }))
    expect((await call()).status).toBe(200)
    // The public config call is used by no screen: removing it keeps the lint happy.
    writeFileSync(join(root, 'endpoints.yaml'), endpoints.replace(/^\/app\/config:.*\n(?: {2}.*\n)*/m, ''))
    expect(reloader.reload().kind).toBe('config')
    expect((await call()).status).toBe(404)
    writeFileSync(join(root, 'endpoints.yaml'), endpoints)
    expect(reloader.reload().kind).toBe('config')
  })

  it('a broken file keeps the last good config and reports file:line:col', async () => {
    const good = await fullConfig()
    writeFileSync(
      screens(),
      original.replace('  title: 仓库管理\n', '  title: 仓库档案\n').replace('  kind: list\n  title: 仓库档案', '  kind: lisst\n  title: 仓库档案'),
    )
    const e = reloader.reload()
    expect(e.kind).toBe('error')
    if (e.kind !== 'error') return
    expect(e.title).toContain('仍使用上一次正确的配置')
    expect(e.messages.some((m) => m.startsWith('screens.yaml:28:'))).toBe(true)
    expect(reloader.lastError()).toEqual(e)
    const still = await fullConfig()
    expect(still.etag).toBe(good.etag)
    expect(still.body.data.screens['warehouse-mag'].title).toBe('仓库档案')
  })

  it('an entity change that needs a migration is not swapped in and says how to make one', async () => {
    writeFileSync(screens(), original)
    const file = join(root, 'schemas/entities/storage.json')
    const entity = JSON.parse(readFileSync(file, 'utf8'))
    entity.properties.devNote = { type: 'string', title: '开发备注', maxLength: 20 }
    writeFileSync(file, JSON.stringify(entity, null, 2))
    const e = reloader.reload()
    expect(e.kind).toBe('error')
    if (e.kind !== 'error') return
    expect(e.title).toContain('npm run migrations -- new <名称>')
    expect(e.messages.join('\n')).toContain('dev_note')
    expect(reloader.current().entities.storage.properties.devNote).toBeUndefined()
    delete entity.properties.devNote
    writeFileSync(file, JSON.stringify(entity, null, 2))
  })

  it('tells a signed-in listener the state at once and every change after; refuses one without a session', async () => {
    expect((await app.fetch(new Request('http://localhost' + DEV_EVENTS_PATH))).status).toBe(401)
    const abort = new AbortController()
    const res = await app.fetch(new Request('http://localhost' + DEV_EVENTS_PATH, { headers: { authorization: token }, signal: abort.signal }))
    expect(res.headers.get('content-type')).toContain('text/event-stream')
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader()
    const events: string[] = []
    const nextMessage = async () => {
      let buffered = ''
      while (!buffered.includes('\n\n')) buffered += (await reader.read()).value
      events.push(buffered)
      return buffered
    }
    // The last edit (the entity above) was refused: a page opened now hears why.
    expect(await nextMessage()).toContain('event: error')
    writeFileSync(screens(), original.replace('  title: 仓库管理\n', '  title: 仓库一览\n'))
    const e = reloader.reload()
    expect(e.kind).toBe('config')
    const message = await nextMessage()
    expect(message).toContain('event: config')
    expect(JSON.parse(message.split('data: ')[1])).toEqual(e)
    expect((await fullConfig()).body.data.screens['warehouse-mag'].title).toBe('仓库一览')
    await reader.cancel()
  })
})
