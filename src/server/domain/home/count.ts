// /home/count: the tiles whose module exists and whose screen the caller holds, each with its
// count. An approval tile counts approvals waiting for the caller, who may be an approver by the
// flow template whatever their menus: it also shows while something waits for them.
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
  for (const t of present) {
    const approval = ctx.config.screens[t.routeName].kind === 'approval'
    if (!held.has(t.routeName) && !approval) continue
    const count = await tileCounters.get(t.homeModular)!(ctx.tx, ctx.session!)
    if (held.has(t.routeName) || count > 0) out.push({ ...t, count })
  }
  return out
})
