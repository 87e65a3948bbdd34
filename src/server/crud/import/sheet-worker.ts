// Entry of the worker thread that reads an import's workbook (see parse.ts): one file in,
// one answer out.
import { parentPort, workerData } from 'node:worker_threads'
import { readSheet } from './read-sheet.ts'

const { bytes, maxRows } = workerData as { bytes: Uint8Array; maxRows: number }
parentPort!.postMessage(await readSheet(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), maxRows))
