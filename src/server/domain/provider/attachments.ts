// Qualifications, test reports, offers and contracts are generic records of the supplier; a
// file they name must be one this tenant uploaded (a path of /v1/upload/*), never any URL.
import { BizError } from '../../kernel/errors.ts'
import { create } from '../../crud/write.ts'
import { isOwnUpload } from '../upload/storage.ts'
import { write } from '../../kernel/define.ts'

export const addAttachment = write(async (ctx) => {
  const file = ctx.payload.file
  if (file !== null && file !== undefined && !(await isOwnUpload(ctx.session!.tenantId, String(file)))) {
    const message = '附件无效，请重新上传文件'
    throw new BizError(message, [{ field: 'file', message }])
  }
  return create.run(ctx)
})
