// The raw bytes of an .xlsx, reordered so a streaming reader meets what it needs first.
// exceljs's WorkbookReader reads the zip front to back; when a worksheet comes before the
// shared strings or the workbook (exceljs itself writes them in that order) it copies the
// whole sheet, decompressed, to a temporary file before reading a row, so a small zip of
// millions of rows fills the disk and reads to the end before any limit can apply. The zip's
// central directory says where each entry starts; handing the entries over in the order
// relationships, workbook, styles, shared strings, worksheets lets every row be read as it
// is inflated, and leaves out what an import never reads (pictures, themes, printer settings).
import { Readable } from 'node:stream'

const EOCD = 0x06054b50
const CENTRAL = 0x02014b50
const LOCAL = 0x04034b50

interface Entry {
  name: string
  offset: number
}

/** Names and local-record offsets from the central directory, or null if it is not a zip we can read. */
export function zipEntries(bytes: Buffer): { entries: Entry[]; directoryAt: number } | null {
  // The end record is 22 bytes plus a comment of at most 65 535.
  const floor = Math.max(0, bytes.length - 22 - 0xffff)
  let eocd = -1
  for (let i = bytes.length - 22; i >= floor; i--) {
    if (bytes.readUInt32LE(i) === EOCD) {
      eocd = i
      break
    }
  }
  if (eocd < 0) return null
  const count = bytes.readUInt16LE(eocd + 10)
  const directoryAt = bytes.readUInt32LE(eocd + 16)
  const entries: Entry[] = []
  let p = directoryAt
  for (let i = 0; i < count; i++) {
    if (p + 46 > bytes.length || bytes.readUInt32LE(p) !== CENTRAL) return null
    const nameLength = bytes.readUInt16LE(p + 28)
    const offset = bytes.readUInt32LE(p + 42)
    if (offset + 4 > directoryAt || bytes.readUInt32LE(offset) !== LOCAL) return null
    entries.push({ name: bytes.toString('utf8', p + 46, p + 46 + nameLength), offset })
    p += 46 + nameLength + bytes.readUInt16LE(p + 30) + bytes.readUInt16LE(p + 32)
  }
  return { entries, directoryAt }
}

const sheetNumber = (name: string) => Number(/^xl\/worksheets\/sheet(\d+)\.xml$/.exec(name)?.[1] ?? NaN)
const FIRST = ['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/styles.xml', 'xl/sharedStrings.xml']

/** The workbook as a stream of its needed entries in reading order; null if the zip cannot be read. */
export function readingOrder(bytes: Buffer): { stream: Readable; hasSharedStrings: boolean } | null {
  const zip = zipEntries(bytes)
  if (!zip) return null
  // An entry's record (header, data, descriptor) runs to the next record or the directory.
  const starts = [...zip.entries.map((e) => e.offset), zip.directoryAt].sort((a, b) => a - b)
  const record = (e: Entry) =>
    bytes.subarray(
      e.offset,
      starts.find((s) => s > e.offset),
    )
  const named = new Map(zip.entries.map((e) => [e.name, e]))
  const sheets = zip.entries.filter((e) => !Number.isNaN(sheetNumber(e.name))).sort((a, b) => sheetNumber(a.name) - sheetNumber(b.name))
  const ordered = [...FIRST.flatMap((n) => (named.has(n) ? [named.get(n)!] : [])), ...sheets]
  return { stream: Readable.from(ordered.map(record)), hasSharedStrings: named.has('xl/sharedStrings.xml') }
}
