// /v1/upload/image (multipart: file, key, thumbnail) and /v1/upload/64 (a base64 file, images
// and PDF). Both check the content, not the name, and the size of its kind (limits.ts); both
// store under a random name of the caller's tenant, within its quota, and answer
// {result: '000', path} beside the usual envelope.
import type { HandlerContext } from '../../kernel/handler.ts'
import { Reply } from '../../kernel/handler.ts'
import { BizError } from '../../kernel/errors.ts'
import { sniffFileType, type FileType } from './file-type.ts'
import { saveUpload } from './storage.ts'
import { MAX_BYTES_BY_KIND, MAX_UPLOAD_BYTES, mbText } from './limits.ts'
import { write } from '../../kernel/define.ts'

const tooBig = (field: string, max: number) => refuse(field, `文件不能超过 ${mbText(max)}`)
const IMAGE_ONLY = '只能上传 JPG、PNG、GIF 或 WEBP 图片'
const IMAGE_OR_PDF = '只能上传图片（JPG、PNG、GIF、WEBP）或 PDF 文件'

const refuse = (field: string, message: string) => new BizError(message, [{ field, message }])

/** The bytes of a multipart image field, within the image size limit. */
async function fileBytes(value: unknown, field: string): Promise<Uint8Array> {
  if (!(value instanceof Blob)) throw refuse(field, '请选择要上传的文件')
  if (value.size === 0) throw refuse(field, '文件是空的')
  if (value.size > MAX_BYTES_BY_KIND.image) throw tooBig(field, MAX_BYTES_BY_KIND.image)
  return new Uint8Array(await value.arrayBuffer())
}

function typed(bytes: Uint8Array, field: string, allowPdf: boolean): FileType {
  const type = sniffFileType(bytes)
  if (!type || (type.kind === 'pdf' && !allowPdf)) throw refuse(field, allowPdf ? IMAGE_OR_PDF : IMAGE_ONLY)
  if (bytes.length > MAX_BYTES_BY_KIND[type.kind]) throw tooBig(field, MAX_BYTES_BY_KIND[type.kind])
  return type
}

async function store(ctx: HandlerContext, bytes: Uint8Array, type: FileType): Promise<string> {
  return saveUpload(ctx.session!.tenantId, bytes, type, ctx.deps.clock.now())
}

export const uploadImage = write(async (ctx) => {
  const bytes = await fileBytes(ctx.payload.file, 'file')
  const type = typed(bytes, 'file', false)
  // The thumbnail is checked like the image, before anything is written.
  let thumb: { bytes: Uint8Array; type: FileType } | undefined
  if (ctx.payload.thumbnail !== undefined && ctx.payload.thumbnail !== null) {
    const tb = await fileBytes(ctx.payload.thumbnail, 'thumbnail')
    thumb = { bytes: tb, type: typed(tb, 'thumbnail', false) }
  }
  const path = await store(ctx, bytes, type)
  const thumbnail = thumb ? await store(ctx, thumb.bytes, thumb.type) : ''
  const answer = { result: '000', path, thumbnail }
  return new Reply(answer, '上传成功', answer)
})

const DATA_URL = /^data:[^,;]*(?:;[^,;]*)*;base64,/i
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

/** The client's file name, for showing only: no folders, no control characters. */
export function displayName(name: unknown): string {
  if (typeof name !== 'string') return ''
  return Array.from(name.split(/[\\/]/).pop() ?? '')
    .filter((ch) => ch >= ' ' && ch !== '\u007f')
    .join('')
    .slice(0, 200)
}

export const uploadBase64 = write(async (ctx) => {
  const text = String(ctx.payload.file).replace(DATA_URL, '').replace(/\s+/g, '')
  if (!text || !BASE64.test(text) || text.length % 4 === 1) throw refuse('file', '文件内容不是有效的 base64 编码')
  // Decoded size from the length, before decoding anything large.
  if (Math.floor((text.length * 3) / 4) - (text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0) > MAX_UPLOAD_BYTES) throw tooBig('file', MAX_UPLOAD_BYTES)
  const bytes = new Uint8Array(Buffer.from(text, 'base64'))
  if (bytes.length === 0) throw refuse('file', '文件是空的')
  const type = typed(bytes, 'file', true)
  const path = await store(ctx, bytes, type)
  const answer = { result: '000', path, fileName: displayName(ctx.payload.fileName), fileType: type.kind, size: bytes.length }
  return new Reply(answer, '上传成功', { result: '000', path })
})
