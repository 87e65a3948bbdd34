// Removes uploaded files that no record names once they are older than the grace period (a
// form uploads its file before it is saved, and may never be). "Named" means the stored path
// is the value of an entity field of format image or file, in any tenant's rows (or appears in
// an approval's copy of a record); those fields are found in the config, so a new entity with
// an attachment is covered without a change here.
// The sweep runs at start and then periodically, beside the requests: a few queries, then
// file by file with asynchronous calls.
import { unlink } from 'node:fs/promises'
import { relative, sep } from 'node:path'
import type { WmsConfig } from '../../../config/types.ts'
import type { Db } from '../../db/types.ts'
import { columnName } from '../../db/schema/table-model.ts'
import { unreferencedGraceMs } from './limits.ts'
import { filesUnder, releaseSpace } from './quota.ts'
import { tenantDir, uploadRoot } from './storage.ts'
import { FILES_PREFIX, parseFileUrl } from '../../kernel/file-refs.ts'

const EVERY_MS = 6 * 3600_000

/** Table and column of every stored entity field that holds an uploaded file's path. */
export function fileColumns(config: WmsConfig): { table: string; column: string }[] {
  return Object.values(config.entities).flatMap((e) =>
    e['x-table']
      ? Object.entries(e.properties)
          .filter(([, f]) => (f['x-format'] === 'image' || f['x-format'] === 'file') && !f['x-virtual'])
          .map(([name, f]) => ({ table: e['x-table']!, column: columnName(name, f) }))
      : [],
  )
}

/** Every upload path some row names, across tenants (the server's own connection, not a tenant's). */
async function namedPaths(db: Db, config: WmsConfig): Promise<Set<string>> {
  const named = new Set<string>()
  for (const { table, column } of fileColumns(config)) {
    const rows = await db.query<{ path: string }>(`SELECT DISTINCT "${column}" AS path FROM "${table}" WHERE "${column}" LIKE $1`, [`${FILES_PREFIX}%`])
    for (const r of rows.rows) named.add(r.path)
  }
  // An approval keeps the record as it was submitted (商品审批 compares it with the one before),
  // so a picture replaced since is still named by the approval history.
  const copies = await db.query<{ text: string }>(`SELECT snapshot::text AS text FROM approval_instance WHERE snapshot::text LIKE $1`, [`%${FILES_PREFIX}%`])
  for (const r of copies.rows) for (const m of r.text.matchAll(FILE_IN_TEXT)) named.add(m[0])
  return named
}

const FILE_IN_TEXT = /\/api\/files\/\d+\/\d{6}\/[0-9a-f]{32}\.[a-z]+/g

/** One sweep: answers how many files it removed. A failed query removes nothing. */
export async function sweepUploads(db: Db, config: WmsConfig, now = Date.now()): Promise<number> {
  const named = await namedPaths(db, config)
  const root = uploadRoot()
  let removed = 0
  for (const f of await filesUnder(root)) {
    if (now - f.mtimeMs < unreferencedGraceMs()) continue
    const url = FILES_PREFIX + relative(root, f.path).split(sep).join('/')
    const ours = parseFileUrl(url) // anything else in the folder is not an upload: left alone
    if (!ours || named.has(url)) continue
    await unlink(f.path).then(
      () => {
        removed++
        releaseSpace(tenantDir(ours.tenantId), f.size)
      },
      () => undefined, // already gone
    )
  }
  return removed
}

/** Sweeps now and every six hours; answers a function that stops it. Never overlaps itself. */
export function scheduleUploadSweep(db: Db, config: WmsConfig): () => void {
  let running = false
  const run = async () => {
    if (running) return
    running = true
    try {
      const removed = await sweepUploads(db, config)
      if (removed) console.log(`[uploads] 已清理 ${removed} 个未被引用的上传文件`)
    } catch (e) {
      console.error('[uploads] sweep failed:', e)
    } finally {
      running = false
    }
  }
  const first = setTimeout(run, 0)
  const timer = setInterval(run, EVERY_MS)
  timer.unref()
  return () => {
    clearTimeout(first)
    clearInterval(timer)
  }
}
