// The first sheet of an .xlsx as rows of cells keyed by header, read in a worker thread: a
// workbook of many rows is CPU work of seconds, and on the server's own thread it would hold
// every other call of every tenant meanwhile. The worker reads at most the row limit (see
// read-sheet.ts) within a memory cap, and is ended as soon as it answers; two read at a time.
import { Worker } from 'node:worker_threads'
import { BizError } from '../../kernel/errors.ts'
import { UNREADABLE, type SheetResult, type SheetRow } from './read-sheet.ts'

/** Heap of a reading worker: ample for the row limit, and a stop for a file that unpacks to far more. */
const WORKER_HEAP_MB = 512

/** An .xlsx is a zip: refuse anything else before handing it to the parser. */
export function assertXlsx(bytes: Buffer): void {
  if (bytes.length < 4 || bytes.readUInt32LE(0) !== 0x04034b50) {
    throw new BizError('文件不是 .xlsx 格式，请使用下载的导入模板', [{ field: 'file', message: '文件不是 .xlsx 格式' }])
  }
}

// The server runs its TypeScript through tsx; the worker registers tsx the same way before
// loading its entry, so it also works under the test runner.
const ENTRY = new URL('./sheet-worker.ts', import.meta.url).href
const BOOT = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(ENTRY)}) })`

function inWorker(bytes: Buffer, maxRows: number): Promise<SheetResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(BOOT, { eval: true, workerData: { bytes, maxRows }, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } })
    worker.once('message', (m: SheetResult) => {
      resolve(m)
      void worker.terminate()
    })
    worker.once('error', (e: Error & { code?: string }) => {
      if (e.code === 'ERR_WORKER_OUT_OF_MEMORY') resolve({ ok: false, message: '文件内容过多，无法读取，请拆分后再导入' })
      else reject(e)
    })
    worker.once('exit', () => resolve({ ok: false, message: UNREADABLE })) // no answer: a no-op once resolved
  })
}

/** Workers reading at once; a further import waits its turn (its job stays at 读取文件), so many
 *  imports at once cannot take the machine's memory and cores from the server. */
const MAX_READING = 2
let reading = 0
const waiting: (() => void)[] = []

async function inTurn<T>(run: () => Promise<T>): Promise<T> {
  if (reading < MAX_READING) reading++
  else await new Promise<void>((go) => waiting.push(go)) // the slot is handed over as it frees
  try {
    return await run()
  } finally {
    const next = waiting.shift()
    if (next) next()
    else reading--
  }
}

export async function parseSheet(bytes: Buffer, maxRows: number): Promise<{ headers: string[]; rows: SheetRow[] }> {
  assertXlsx(bytes)
  const r = await inTurn(() => inWorker(bytes, maxRows))
  if (!r.ok) throw new BizError(r.message)
  return { headers: r.headers, rows: r.rows }
}
