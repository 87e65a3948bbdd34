// What the web app renders from, for the variant the server runs, so one build serves every
// variant. Two calls: GET /app/config (public) holds only what the pages without a session
// need (LOGIN_SETTINGS); GET /app/config/full (a session) holds the rest — screens, entity
// schemas, calls, workflows, every setting — sent with an ETag so a browser that has it gets a
// 304. Database hints stay on the server; a secret field goes (its definition only, so a form
// can offer a write-only input), its values never do.
import { createHash } from 'node:crypto'
import { LOGIN_SETTINGS, type ClientConfig, type EntityField, type EntitySchema, type PublicConfig, type WmsConfig } from '../../../config/types.ts'
import { systemRead } from '../../kernel/define.ts'

function clientField(f: EntityField): EntityField {
  const { 'x-db': _db, ...rest } = f
  return rest
}

function clientEntity(e: EntitySchema): EntitySchema {
  const properties = Object.fromEntries(Object.entries(e.properties).map(([k, f]) => [k, clientField(f)]))
  return { ...e, properties }
}

export function publicConfig(config: WmsConfig): PublicConfig {
  const settings = Object.fromEntries(LOGIN_SETTINGS.map((k) => [k, config.settings[k]])) as PublicConfig['settings']
  return { variant: config.variant, settings }
}

export function fullClientConfig(config: WmsConfig): ClientConfig {
  return {
    variant: config.variant,
    settings: config.settings,
    screens: config.screens,
    entities: Object.fromEntries(Object.entries(config.entities).map(([k, e]) => [k, clientEntity(e)])),
    endpoints: Object.fromEntries(
      Object.entries(config.endpoints)
        .filter(([, e]) => e.op !== 'planned')
        .map(([p, e]) => [p, { op: e.op, method: e.method, entity: e.entity, permission: e.permission, title: e.title }]),
    ),
    workflows: config.workflows,
  }
}

interface Sent {
  body: string
  etag: string
}

// The config is fixed for the server's life: the envelope and its tag are made once.
const cache = new WeakMap<WmsConfig, Sent>()

export function fullConfigEnvelope(config: WmsConfig): Sent {
  let sent = cache.get(config)
  if (!sent) {
    const body = JSON.stringify({ status: 1, message: '操作成功', data: fullClientConfig(config) })
    sent = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` }
    cache.set(config, sent)
  }
  return sent
}

export const loginConfig = systemRead(async (ctx) => publicConfig(ctx.config))

// private: it is sent to a session only; no-cache: the browser keeps it but asks each time
// (If-None-Match), and app.ts answers 304 while the tag is the same.
export const fullConfig = systemRead(async (ctx) => {
  const { body, etag } = fullConfigEnvelope(ctx.config)
  return new Response(body, { headers: { 'Content-Type': 'application/json; charset=UTF-8', 'Cache-Control': 'private, no-cache', ETag: etag } })
})
