import { TILES, tileCounters } from './tiles.ts'
import { read } from '../../kernel/define.ts'

export const homeCount = read(async (ctx) => {
  const out = []
  for (const t of TILES) {
    const counter = tileCounters.get(t.homeModular)
    out.push({ ...t, count: counter ? await counter(ctx.tx, ctx.session!) : 0 })
  }
  return out
})
