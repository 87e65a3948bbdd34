// /v1/smsconfig/test {event, phone, vars?}: one message with the event's template to one
// phone, through the configured provider, so an administrator can check the wording and keys.
// It goes to that phone only (not the template's fixed recipients) and is kept in the outbox.
import { Refusal, Reply } from '../../../kernel/handler.ts'
import { BizError } from '../../../kernel/errors.ts'
import { deliver, fillTemplate, templateOf } from './notify.ts'
import { write } from '../../../kernel/define.ts'

export const smsTest = write(async (ctx) => {
  const { event, phone, vars } = ctx.payload as { event: string; phone: string; vars?: Record<string, string> }
  const t = await templateOf(ctx.tx, event)
  if (!t) throw new BizError('该通知事件还没有短信模板，请先新增模板')
  const text = fillTemplate(t.templateText, vars)
  const r = await deliver(ctx.tx, event, text, [phone])
  // A refusal, not an error: the outbox row of the failure stays.
  if (r.failed) return new Refusal(`测试短信未发出：${r.errors[0]}`)
  const message = r.sent ? '测试短信已发送' : '未配置短信服务商，短信仅记入发送记录，未实际发出'
  return new Reply({ content: text, ...r }, message)
})
