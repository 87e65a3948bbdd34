// GET /api/health: the process answers (liveness). GET /api/health/ready: the database answers
// too (readiness), so a load balancer sends no calls to a server whose database is away or
// saturated. Both public and free of detail beyond that one word.
import type { Hono } from 'hono'
import type { Db } from '../db/types.ts'
import { DbBusy, dbFaultMessage } from '../db/faults.ts'
import { fail, ok } from './envelope.ts'

export function mountHealth(app: Hono, db: Db) {
  app.get('/api/health', (c) => c.json(ok({ server: 'ok' })))
  app.get('/api/health/ready', async (c) => {
    try {
      await db.query('SELECT 1')
      return c.json(ok({ database: 'ok' }))
    } catch (e) {
      const message = dbFaultMessage(e)
      if (!message) throw e
      return c.json(fail(message, { database: e instanceof DbBusy ? 'busy' : 'unavailable' }), 503, { 'Retry-After': '5' })
    }
  })
}
