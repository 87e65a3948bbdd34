// Text-message notifications: one service the business code calls with an event and its
// values. It fills the event's template, sends to the template's fixed recipients and the
// given phones through the tenant's provider, and leaves one outbox row per message. A failed
// send is recorded, never thrown: a document must not fail because a text did not go out.
import type { Tx } from '../../../db/types.ts'
import { RECORD, smsProviderFor, type SmsResult } from './provider.ts'
import './aliyun.ts'
import './tencent.ts'

export interface NotifyRequest {
  event: string
  vars?: Record<string, string | number | null | undefined>
  phones?: string[]
}

export interface NotifyResult {
  /** 0 仅记录, 1 已发送, 2 发送失败: the outbox rows written, by status. */
  recorded: number
  sent: number
  failed: number
  /** The failures' reasons, in Chinese. */
  errors: string[]
  /** Why nothing was sent: no template for the event, or the event is switched off. */
  skipped?: 'none' | 'disabled' | 'no-recipient'
}

const MOBILE = /^1\d{10}$/

/** ${name} placeholders filled from vars; one without a value stays visible in the text. */
export function fillTemplate(text: string, vars: NotifyRequest['vars'] = {}): string {
  return text.replace(/\$\{(\w+)\}/g, (whole, name: string) => {
    const v = Object.prototype.hasOwnProperty.call(vars, name) ? vars[name] : undefined
    return v === null || v === undefined ? whole : String(v)
  })
}

interface Template {
  templateText: string
  recipients: string | null
  enabled: boolean
}

export async function templateOf(tx: Tx, event: string): Promise<Template | null> {
  const r = await tx.query<Template>(`SELECT template_text AS "templateText", recipients, enabled FROM sms_config WHERE event = $1`, [event])
  return r.rows[0] ?? null
}

/** The tenant's provider; 'record' when none is configured or it is switched off. */
async function tenantProvider(tx: Tx) {
  const r = await tx.query<{ provider: string; sign_name: string | null; access_key: string | null; secret_key: string | null; enabled: boolean }>(
    `SELECT provider, sign_name, access_key, secret_key, enabled FROM sms_provider ORDER BY id LIMIT 1`,
  )
  const row = r.rows[0]
  if (!row || !row.enabled) return smsProviderFor(RECORD, { signName: null, accessKey: null, secretKey: null })
  return smsProviderFor(row.provider, { signName: row.sign_name, accessKey: row.access_key, secretKey: row.secret_key })
}

/** Sends one text to each phone (duplicates once) and writes the outbox rows. */
export async function deliver(tx: Tx, event: string, text: string, phones: string[]): Promise<NotifyResult> {
  const result: NotifyResult = { recorded: 0, sent: 0, failed: 0, errors: [] }
  const unique = [...new Set(phones.map((p) => p.trim()).filter(Boolean))]
  if (!unique.length) return { ...result, skipped: 'no-recipient' }
  const { name, provider } = await tenantProvider(tx)
  for (const phone of unique) {
    let res: SmsResult
    if (!MOBILE.test(phone)) res = { ok: false, error: '手机号格式不正确' }
    else {
      try {
        res = await provider.send(phone, text)
      } catch {
        res = { ok: false, error: '短信服务商返回异常' }
      }
    }
    const status = !res.ok ? 2 : name === RECORD ? 0 : 1
    if (status === 0) result.recorded++
    else if (status === 1) result.sent++
    else {
      result.failed++
      result.errors.push(res.error ?? '发送失败')
    }
    await tx.query(
      `INSERT INTO sms_outbox (tenant_id, event, phone, content, provider, status, error, created_by, updated_by)
       VALUES (app_tenant_id(), $1, $2, $3, $4, $5, $6, NULLIF(current_setting('app.user_id', true), '')::bigint, NULLIF(current_setting('app.user_id', true), '')::bigint)`,
      [event, phone.slice(0, 20), text.slice(0, 500), name, status, res.error?.slice(0, 500) ?? null],
    )
  }
  return result
}

/**
 * Notifies an event of the current tenant (the transaction is inside it). Disabled or
 * unconfigured events send nothing.
 */
export async function notify(tx: Tx, req: NotifyRequest): Promise<NotifyResult> {
  const t = await templateOf(tx, req.event)
  if (!t) return { recorded: 0, sent: 0, failed: 0, errors: [], skipped: 'none' }
  if (!t.enabled) return { recorded: 0, sent: 0, failed: 0, errors: [], skipped: 'disabled' }
  const fixed = t.recipients ? t.recipients.split(',') : []
  return deliver(tx, req.event, fillTemplate(t.templateText, req.vars), [...fixed, ...(req.phones ?? [])])
}
