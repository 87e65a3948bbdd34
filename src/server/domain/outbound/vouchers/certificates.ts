// 凭证: attachments of a voucher's approval (stockOutCertificate). They belong to the voucher,
// so a withdrawn and resubmitted voucher keeps them; each row records the approval it was saved
// under. Only files this tenant uploaded (/v1/upload/*) are accepted. Who may change them: the
// voucher's maker, or whoever may decide at the current node of its open approval — while the
// voucher is not yet 已审核 or 已作废 (after that the record is closed). Reading follows RLS:
// another tenant's approval or voucher reads as missing.
import type { HandlerContext } from '../../../kernel/handler.ts'
import { BizError, Forbidden } from '../../../kernel/errors.ts'
import { ident } from '../../../db/schema/naming.ts'
import { NOT_FOUND } from '../../../crud/rows.ts'
import { Params } from '../../../crud/select.ts'
import { sqlPage } from '../../../crud/sql-page.ts'
import { isOwnUpload } from '../../upload/storage.ts'
import { displayName } from '../../upload/handlers.ts'
import { mayActSql } from '../../approval/approvers.ts'
import { findInstance } from '../../approval/queries.ts'
import { ACCEPTED, kindOf, VOIDED, type VoucherKind } from './kinds.ts'
import { read, write } from '../../../kernel/define.ts'

export const MAX_CERTIFICATES = 20

interface FileIn {
  path: string
  fileName?: string | null
  remark?: string | null
}

const COLUMNS = `c.id, c.doc_type AS "docType", c.doc_id AS "docId", c.instance_id AS "instanceId", c.file_name AS "fileName", c.path, c.remark,
  c.created_at AS "createdAt", (SELECT u.real_name FROM sys_user u WHERE u.tenant_id = c.tenant_id AND u.id = c.created_by) AS "createdByName"`

export async function certificatesOf(ctx: HandlerContext, kind: VoucherKind, docId: number) {
  return (await ctx.tx.query(`SELECT ${COLUMNS} FROM stock_out_certificate c WHERE c.doc_type = $1 AND c.doc_id = $2 ORDER BY c.id`, [kind.docType, docId]))
    .rows
}

/** Locks the voucher and refuses whoever may not change its attachments now; answers the open approval's id. */
async function mayChange(ctx: HandlerContext, kind: VoucherKind, docId: number): Promise<number | null> {
  const v = (
    await ctx.tx.query<{ voucherNo: string; status: number; createdBy: number | null }>(
      `SELECT voucher_no AS "voucherNo", status, created_by AS "createdBy" FROM ${ident(kind.table)} WHERE id = $1 FOR UPDATE`,
      [docId],
    )
  ).rows[0]
  if (!v) throw new BizError(NOT_FOUND)
  if (v.status === ACCEPTED || v.status === VOIDED)
    throw new BizError(`${kind.title} ${v.voucherNo} 已${v.status === ACCEPTED ? '审核' : '作废'}，审批凭证不能再修改`)
  const open = (
    await ctx.tx.query<{ id: number; canAct: boolean }>(
      `SELECT i.id, ${mayActSql('i', '$3')} AS "canAct" FROM approval_instance i WHERE i.workflow = $1 AND i.doc_id = $2 AND i.status = 0`,
      [kind.workflow, docId, ctx.session!.userId],
    )
  ).rows[0]
  if (Number(v.createdBy) !== ctx.session!.userId && !open?.canAct) throw new Forbidden(`只有制单人或当前节点的审批人可以修改${kind.title}的审批凭证`)
  return open ? Number(open.id) : null
}

async function checkFiles(ctx: HandlerContext, files: FileIn[]): Promise<void> {
  for (const [i, f] of files.entries()) {
    if (!(await isOwnUpload(ctx.session!.tenantId, f.path))) {
      const message = '凭证文件无效，请重新上传'
      throw new BizError(files.length > 1 ? `第 ${i + 1} 个${message}` : message, [{ field: files.length > 1 ? `files/${i}/path` : 'path', message }])
    }
  }
}

async function insert(ctx: HandlerContext, kind: VoucherKind, docId: number, instanceId: number | null, files: FileIn[]): Promise<void> {
  for (const f of files) {
    await ctx.tx.query(
      `INSERT INTO stock_out_certificate (tenant_id, doc_type, doc_id, instance_id, file_name, path, remark, created_by, updated_by)
       VALUES (app_tenant_id(), $1, $2, $3, $4, $5, $6, $7, $7)`,
      [
        kind.docType,
        docId,
        instanceId,
        (displayName(f.fileName?.trim()) || `凭证.${f.path.split('.').pop()}`).slice(0, 200),
        f.path,
        f.remark ?? null,
        ctx.session!.userId,
      ],
    )
  }
}

/** certificate/get {id: approval, or workflow + docId}: the voucher's attachments. */
export const certificateGet = read(async (ctx) => {
  const kind = kindOf(ctx)
  const i = await findInstance(ctx, { ...ctx.payload, workflow: kind.workflow }, kind.docType)
  return { id: i.id, docId: Number(i.docId), docNo: i.docNo, list: await certificatesOf(ctx, kind, Number(i.docId)) }
})

/** certificate/save {id: approval, files}: the voucher's attachments replaced by files. */
export const certificateSave = write(async (ctx) => {
  const kind = kindOf(ctx)
  const i = await findInstance(ctx, { id: ctx.payload.id }, kind.docType)
  const docId = Number(i.docId)
  const open = await mayChange(ctx, kind, docId)
  const files = (ctx.payload.files ?? []) as FileIn[]
  await checkFiles(ctx, files)
  await ctx.tx.query(`DELETE FROM stock_out_certificate WHERE doc_type = $1 AND doc_id = $2`, [kind.docType, docId])
  await insert(ctx, kind, docId, open ?? Number(i.id), files)
  return { id: i.id, docId, list: await certificatesOf(ctx, kind, docId) }
})

/** certificate/add {docId, path, fileName?, remark?}: one file added (the detail tab's 上传凭证). */
export const certificateAdd = write(async (ctx) => {
  const kind = kindOf(ctx)
  const docId = ctx.payload.docId as number
  const open = await mayChange(ctx, kind, docId)
  const file = ctx.payload as unknown as FileIn
  await checkFiles(ctx, [file])
  const n = (
    await ctx.tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM stock_out_certificate WHERE doc_type = $1 AND doc_id = $2`, [kind.docType, docId])
  ).rows[0].n
  if (n >= MAX_CERTIFICATES) throw new BizError(`每张${kind.title}最多上传 ${MAX_CERTIFICATES} 个审批凭证`)
  await insert(ctx, kind, docId, open, [file])
  return { docId }
})

/** certificate/delete {id: the attachment}. */
export const certificateDelete = write(async (ctx) => {
  const kind = kindOf(ctx)
  const c = (
    await ctx.tx.query<{ docId: number }>(`SELECT doc_id AS "docId" FROM stock_out_certificate WHERE id = $1 AND doc_type = $2`, [ctx.payload.id, kind.docType])
  ).rows[0]
  if (!c) throw new BizError(NOT_FOUND)
  await mayChange(ctx, kind, Number(c.docId))
  await ctx.tx.query(`DELETE FROM stock_out_certificate WHERE id = $1`, [ctx.payload.id])
  return { id: ctx.payload.id }
})

/** …/certificates {docId}: a page of one voucher's attachments (detail tab). */
export const certificatePage = read(async (ctx) => {
  const kind = kindOf(ctx)
  const p = new Params()
  const docId = typeof ctx.payload.docId === 'number' ? ctx.payload.docId : 0
  const where = [`c.doc_type = ${p.add(kind.docType)}`, `c.doc_id = ${p.add(docId)}`]
  return sqlPage(ctx.tx, { select: COLUMNS, from: 'stock_out_certificate c', where, sortable: {}, order: 'c.id' }, p, ctx.payload)
})
