// What every benchmark starts from: the project's config, a database migrated and seeded with the
// demo data (fresh in-memory PGlite, or the PostgreSQL server of DATABASE_URL where the benchmark
// allows it), the app, and a POST through app.fetch that answers the envelope.
import { loadProjectConfig } from '../../src/server/config/project-config.ts'
import { openDatabase } from '../../src/server/db/open.ts'
import { openPglite } from '../../src/server/db/pglite.ts'
import { prepareDatabase } from '../../src/server/bootstrap.ts'
import { createApp } from '../../src/server/app.ts'

export async function benchApp({ server = true }: { server?: boolean } = {}) {
  const config = loadProjectConfig()
  const db = server && process.env.DATABASE_URL ? await openDatabase() : await openPglite()
  await prepareDatabase(db, config, {})
  const app = createApp({ db, config })
  const post = async (path: string, body: object, token?: string) =>
    (
      await app.fetch(
        new Request('http://x/api' + path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
          body: JSON.stringify(body),
        }),
      )
    ).json()
  return { config, db, app, post }
}
