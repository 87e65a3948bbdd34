// /home/count: the tiles whose module exists and whose screen the caller holds, each with its count.
import { TILES, tileCounters, tileModuleExists } from './tiles.ts'
import { heldModules } from '../user/held-modules.ts'
import { read } from '../../kernel/define.ts'

export const homeCount = read(async (ctx) => {
  const present = TILES.filter((t) => tileModuleExists(ctx.config, t))
  const held = await heldModules(
    ctx.tx,
    ctx.session!,
    present.map((t) => t.routeName),
  )
  const out = []
  for (const t of present.filter((x) => held.has(x.routeName))) out.push({ ...t, count: await tileCounters.get(t.homeModular)!(ctx.tx, ctx.session!) })
  return out
})
