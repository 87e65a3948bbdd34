// Canvas work for image upload (spec §9: compression quality 50, thumbnail 320×320 at 40).
// Kept apart from the client and behind an interface because jsdom has no canvas: tests
// hand the client a fake.

export const COMPRESS_QUALITY = 0.5
export const THUMB_SIZE = 320
export const THUMB_QUALITY = 0.4

export interface ImageTools {
  /** Re-encode as JPEG at the given quality, same pixel size. */
  compress(file: Blob, quality: number): Promise<Blob>
  /** JPEG scaled down to fit within maxWidth × maxHeight (never enlarged). */
  thumbnail(file: Blob, maxWidth: number, maxHeight: number, quality: number): Promise<Blob>
}

/** Size that fits inside the box, keeping the aspect ratio; small images stay as they are. */
export function fitWithin(width: number, height: number, maxWidth: number, maxHeight: number): { width: number; height: number } {
  const scale = Math.min(1, maxWidth / width, maxHeight / height)
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

function loadImage(file: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file)
  return new Promise<HTMLImageElement>((resolve, reject) => {
    const img = new Image()
    img.onload = () => resolve(img)
    img.onerror = () => reject(new Error('图片读取失败'))
    img.src = url
  }).finally(() => URL.revokeObjectURL(url))
}

async function encode(file: Blob, size: (w: number, h: number) => { width: number; height: number }, quality: number): Promise<Blob> {
  const img = await loadImage(file)
  const { width, height } = size(img.naturalWidth, img.naturalHeight)
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const ctx = canvas.getContext('2d')
  if (!ctx) throw new Error('浏览器不支持图片压缩')
  // JPEG has no alpha: paint white first so transparent PNG areas do not turn black.
  ctx.fillStyle = '#fff'
  ctx.fillRect(0, 0, width, height)
  ctx.drawImage(img, 0, 0, width, height)
  return new Promise((resolve, reject) => {
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('图片压缩失败'))), 'image/jpeg', quality)
  })
}

/** The browser implementation: an <img> drawn on a canvas and exported as JPEG. */
export const canvasImageTools: ImageTools = {
  compress: (file, quality) => encode(file, (width, height) => ({ width, height }), quality),
  thumbnail: (file, maxWidth, maxHeight, quality) => encode(file, (w, h) => fitWithin(w, h, maxWidth, maxHeight), quality),
}
