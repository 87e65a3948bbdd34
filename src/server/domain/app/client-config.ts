// GET /app/config (public): what the web app renders from, for the variant the server runs,
// so one build serves every variant. Database hints stay on the server; a secret field goes
// (its definition only, so a form can offer a write-only input), its values never do.
import type { ClientConfig, EntityField, EntitySchema, WmsConfig } from '../../../config/types.ts'
import { systemRead } from '../../kernel/define.ts'

function clientField(f: EntityField): EntityField {
  const { 'x-db': _db, ...rest } = f
  return rest
}

function clientEntity(e: EntitySchema): EntitySchema {
  const properties = Object.fromEntries(Object.entries(e.properties).map(([k, f]) => [k, clientField(f)]))
  return { ...e, properties }
}

const cache = new WeakMap<WmsConfig, string>()

export function clientConfigJson(config: WmsConfig): string {
  let json = cache.get(config)
  if (!json) {
    const cc: ClientConfig = {
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
    json = JSON.stringify(cc)
    cache.set(config, json)
  }
  return json
}

export const clientConfig = systemRead(async (ctx) => JSON.parse(clientConfigJson(ctx.config)))
