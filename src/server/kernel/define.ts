// Small constructors for handlers, so a handler file says what it does and not how it is
// wired: a tenant read or write (inside the caller's tenant transaction, row-level security
// on), a system read or write (as the owner: login, platform administration), and a generic
// operation behind a guard.
import type { Handler, HandlerContext } from './handler.ts'

type Run = (ctx: HandlerContext) => Promise<unknown>

/** Reads in the caller's tenant; not written to the operation log. */
export const read = (run: Run): Handler => ({ mutates: false, context: 'tenant', run })

/** Changes in the caller's tenant; every call is written to the operation log. */
export const write = (run: Run): Handler => ({ mutates: true, context: 'tenant', run })

/** Reads as the owner, outside any tenant (sessions, platform data). */
export const systemRead = (run: Run): Handler => ({ mutates: false, context: 'system', run })

/** Changes as the owner, outside any tenant; logged like any change. */
export const systemWrite = (run: Run): Handler => ({ mutates: true, context: 'system', run })

/** Runs outside any transaction: `tx` is the database itself (each statement its own transaction)
 *  and the handler opens short ones where it needs them. For work that must not hold the database
 *  while it waits, as a login's password hash (PGlite has one transaction slot). */
export const outsideTx = (run: Run, opts: { mutates?: boolean } = {}): Handler => ({ mutates: opts.mutates ?? false, context: 'none', run })

/** A handler (often a generic operation) that runs only once `check` has passed, in the same
 *  transaction; what the check throws refuses the call. */
export const guarded = (op: Handler, check: (ctx: HandlerContext) => Promise<void>): Handler => ({
  ...op,
  run: async (ctx) => {
    await check(ctx)
    return op.run(ctx)
  },
})
