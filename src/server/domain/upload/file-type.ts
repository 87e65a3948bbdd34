// What a file is, read from its first bytes (never from its name or the type the client
// claims): the few image types a browser shows safely, and PDF. SVG is left out on purpose:
// it can carry script.

export interface FileType {
  ext: 'jpg' | 'png' | 'gif' | 'webp' | 'pdf'
  mime: string
  kind: 'image' | 'pdf'
}

const startsWith = (b: Uint8Array, sig: number[], at = 0) => b.length >= at + sig.length && sig.every((x, i) => b[at + i] === x)
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0))

export function sniffFileType(bytes: Uint8Array): FileType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { ext: 'jpg', mime: 'image/jpeg', kind: 'image' }
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ext: 'png', mime: 'image/png', kind: 'image' }
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return { ext: 'gif', mime: 'image/gif', kind: 'image' }
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return { ext: 'webp', mime: 'image/webp', kind: 'image' }
  if (startsWith(bytes, ascii('%PDF-'))) return { ext: 'pdf', mime: 'application/pdf', kind: 'pdf' }
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
