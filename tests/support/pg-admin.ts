// Throwaway databases on a PostgreSQL server (DATABASE_URL) for the API suite: one template
// prepared per run, one copy per test file.
import pg from 'pg'

export function urlWithDatabase(url: string, database: string): string {
  const u = new URL(url)
  u.pathname = '/' + database
  return u.toString()
}

export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

export const safeDbName = (s: string) => s.replace(/[^a-z0-9_]/g, '_')
