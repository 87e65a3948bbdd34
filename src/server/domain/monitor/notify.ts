// An arriving alarm tells the users its rules name: every enabled rule of the alarm's type and
// warehouse (or of every warehouse) adds its users and the enabled users of its enabled roles.
// Each of them whose data scope shows the warehouse gets ONE bell message, however many rules
// name them.
import type { Tx } from '../../db/types.ts'
import { sendMessage } from '../message/messages.ts'

export const MONITOR_SCREEN = 'monitor-list'

export interface ArrivedAlarm {
  id: number
  alertType: number
  storageId: number
  /** The alarm type's label (from the entity schema). */
  typeLabel: string
}

/** Sends the bell messages of one alarm; answers how many users were told. */
export async function notifyAlarm(tx: Tx, alarm: ArrivedAlarm): Promise<number> {
  // No time in the text: the database clock zone is not the reader's; the bell shows when it came.
  const about = await tx.query<{ storageName: string; placeText: string | null; content: string | null }>(
    `SELECT s.name AS "storageName", a.place_text AS "placeText", a.content
       FROM camera_alert a JOIN storage s ON s.tenant_id = a.tenant_id AND s.id = a.storage_id WHERE a.id = $1`,
    [alarm.id],
  )
  const users = await tx.query<{ id: number }>(
    `WITH rules AS (
       SELECT user_ids, role_ids FROM alarm_rule WHERE status = 1 AND alert_type = $1 AND (storage_id IS NULL OR storage_id = $2)
     ), named AS (
       SELECT (jsonb_array_elements_text(COALESCE(user_ids, '[]'::jsonb)))::bigint AS user_id FROM rules
       UNION
       SELECT ur.user_id FROM rules r
         CROSS JOIN LATERAL jsonb_array_elements_text(COALESCE(r.role_ids, '[]'::jsonb)) AS rid(role_id)
         JOIN sys_user_role ur ON ur.role_id = rid.role_id::bigint
         JOIN sys_role ro ON ro.tenant_id = ur.tenant_id AND ro.id = ur.role_id AND ro.status = 1
     )
     SELECT DISTINCT u.id FROM named n JOIN sys_user u ON u.id = n.user_id
      WHERE u.status = 1
        AND (NOT EXISTS (SELECT 1 FROM user_storage s WHERE s.tenant_id = u.tenant_id AND s.user_id = u.id)
             OR EXISTS (SELECT 1 FROM user_storage s WHERE s.tenant_id = u.tenant_id AND s.user_id = u.id AND s.storage_id = $2))
      ORDER BY u.id`,
    [alarm.alertType, alarm.storageId],
  )
  const a = about.rows[0]
  const label = alarm.typeLabel
  const where = [a.storageName, a.placeText].filter(Boolean).join(' · ')
  for (const u of users.rows)
    await sendMessage(tx, {
      userId: Number(u.id),
      messageType: 4,
      title: `监控告警：${label}（${where}）`.slice(0, 100),
      content: `${where} 发生${label}${a.content ? `：${a.content}` : ''}，请到监控列表确认处理。`.slice(0, 1000),
      routeName: MONITOR_SCREEN,
    })
  return users.rows.length
}
