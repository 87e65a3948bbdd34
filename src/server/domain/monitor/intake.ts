// The alarm intake: a camera or sensor system posts one alarm with the tenant's key. It has no
// session, so the call runs as the owner until the key has proved the tenant, then enters that
// tenant (row-level security on) for everything it writes. A missing, malformed or wrong key,
// or a disabled tenant, gets the same answer so a caller cannot probe which tenants exist.
import { BizError } from '../../kernel/errors.ts'
import { systemWrite } from '../../kernel/define.ts'
import { enterTenant } from '../../db/tenant-tx.ts'
import { keyMatches, keyTenant } from './intake-key.ts'
import { notifyAlarm } from './notify.ts'
import { recordAlarm } from './record.ts'

export const BAD_KEY = '告警接入密钥无效，请在 告警管理 › 接入密钥 中重新生成'

export const intake = systemWrite(async (ctx) => {
  const { key, ...alarm } = ctx.payload
  const tenantId = keyTenant(String(key))
  if (tenantId === null || !(await keyMatches(ctx.tx, tenantId, String(key)))) throw new BizError(BAD_KEY, [{ field: 'key', message: BAD_KEY }])
  await enterTenant(ctx.tx, { tenantId })
  const { id, storageId } = await recordAlarm(ctx.tx, alarm, ctx.deps.clock.now())
  const field = ctx.config.entities.cameraAlert.properties.alertType
  const typeLabel = field['x-enumNames']?.[field.enum!.indexOf(alarm.alertType)] ?? '告警'
  const notified = await notifyAlarm(ctx.tx, { id, alertType: alarm.alertType, storageId, typeLabel })
  return { id, notified }
})
