// What a file is, read from its content (never from its name or the type the client claims):
// the few image types a browser shows safely, and PDF. The first bytes name the type; the
// structure is then walked (PNG chunks, JPEG segments, the RIFF length, the GIF and PDF
// trailers), so a signature glued onto other data is refused. SVG is left out on purpose: it
// can carry script.

export interface FileType {
  ext: 'jpg' | 'png' | 'gif' | 'webp' | 'pdf'
  mime: string
  kind: 'image' | 'pdf'
}

const startsWith = (b: Uint8Array, sig: number[], at = 0) => b.length >= at + sig.length && sig.every((x, i) => b[at + i] === x)
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0))
const u32be = (b: Uint8Array, at: number) => ((b[at] << 24) >>> 0) + (b[at + 1] << 16) + (b[at + 2] << 8) + b[at + 3]
const u32le = (b: Uint8Array, at: number) => b[at] + (b[at + 1] << 8) + (b[at + 2] << 16) + ((b[at + 3] << 24) >>> 0)

/** PNG: chunks from IHDR to IEND, each within the file, IEND last. */
function pngWhole(b: Uint8Array): boolean {
  let p = 8
  for (let first = true; p + 12 <= b.length; first = false) {
    const length = u32be(b, p)
    const type = String.fromCharCode(b[p + 4], b[p + 5], b[p + 6], b[p + 7])
    if (first !== (type === 'IHDR')) return false
    p += 12 + length
    if (type === 'IEND') return p === b.length
  }
  return false
}

/** JPEG: marker segments up to the start of scan, then an end-of-image marker after it. */
function jpegWhole(b: Uint8Array): boolean {
  let p = 2
  while (p + 4 <= b.length) {
    if (b[p] !== 0xff) return false
    const marker = b[p + 1]
    if (marker === 0xff) {
      p++ // fill byte
      continue
    }
    const length = (b[p + 2] << 8) + b[p + 3]
    if (length < 2) return false
    p += 2 + length
    if (marker === 0xda) return p <= b.length && Buffer.from(b.buffer, b.byteOffset + p, b.length - p).includes(Buffer.from([0xff, 0xd9]))
  }
  return false
}

const tail = (b: Uint8Array, n: number) => Buffer.from(b.buffer, b.byteOffset + Math.max(0, b.length - n), Math.min(n, b.length)).toString('latin1')

export function sniffFileType(bytes: Uint8Array): FileType | null {
  const b = bytes
  if (startsWith(b, [0xff, 0xd8, 0xff])) return jpegWhole(b) ? { ext: 'jpg', mime: 'image/jpeg', kind: 'image' } : null
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return pngWhole(b) ? { ext: 'png', mime: 'image/png', kind: 'image' } : null
  if (startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a')))
    return b[b.length - 1] === 0x3b ? { ext: 'gif', mime: 'image/gif', kind: 'image' } : null
  if (startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBPVP8'), 8))
    return u32le(b, 4) + 8 === b.length ? { ext: 'webp', mime: 'image/webp', kind: 'image' } : null
  // A PDF ends with %%EOF (and perhaps a line break); readers look for it in the last kilobyte.
  if (startsWith(b, ascii('%PDF-'))) return tail(b, 1024).includes('%%EOF') ? { ext: 'pdf', mime: 'application/pdf', kind: 'pdf' } : null
  return null
}

/** Content type of a stored file by the extension the server gave it. */
export const MIME_BY_EXT: Record<FileType['ext'], string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
}
