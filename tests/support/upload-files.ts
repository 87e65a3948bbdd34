// Small valid files for upload tests, and the same files grown to a given size while staying
// valid (the server walks the structure, so zeros glued on the end are not an image any more).
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')

/** The PNG with a text chunk before its end, `size` bytes in all. */
export function pngOfSize(size: number): Buffer {
  const data = size - PNG.length - 12
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data, 0)
  head.write('tEXt', 4, 'latin1')
  return Buffer.concat([PNG.subarray(0, PNG.length - 12), head, Buffer.alloc(data, 0x20), Buffer.alloc(4), PNG.subarray(PNG.length - 12)])
}

/** The PDF with a comment before its trailer, `size` bytes in all. */
export function pdfOfSize(size: number): Buffer {
  const cut = PDF.indexOf('trailer')
  return Buffer.concat([PDF.subarray(0, cut), Buffer.from('%'), Buffer.alloc(size - PDF.length - 2, 0x20), Buffer.from('\n'), PDF.subarray(cut)])
}
