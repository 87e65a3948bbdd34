import type { Handler } from '../../http/context.ts'
import { TILES, tileCounters } from './tiles.ts'

export const homeCount: Handler = {
  mutates: false,
  context: 'tenant',
  async run(ctx) {
    const out = []
    for (const t of TILES) {
      const counter = tileCounters.get(t.homeModular)
      out.push({ ...t, count: counter ? await counter(ctx.tx, ctx.session!) : 0 })
    }
    return out
  },
}
