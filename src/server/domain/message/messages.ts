// The signed-in user's messages: the bell's unread count with the latest few, and marking
// read. Listing goes through the generic list with `mine: userId`.
import type { Tx } from '../../db/types.ts'
import { read, write } from '../../kernel/define.ts'

export interface NewMessage {
  userId: number
  messageType: 1 | 2 | 3 | 4
  title: string
  content?: string
  routeName?: string
}

/** Leaves a message for a user (used by documents, approvals, warnings). */
export async function sendMessage(tx: Tx, m: NewMessage): Promise<void> {
  await tx.query(`INSERT INTO message (tenant_id, user_id, message_type, title, content, route_name) VALUES (app_tenant_id(), $1, $2, $3, $4, $5)`, [
    m.userId,
    m.messageType,
    m.title,
    m.content ?? null,
    m.routeName ?? null,
  ])
}

export const newMessages = read(async (ctx) => {
  const types: number[] = ctx.payload.messageTypes?.length ? ctx.payload.messageTypes : [1, 2, 3, 4]
  const r = await ctx.tx.query(
    `SELECT id, message_type AS "messageType", title, content, route_name AS "routeName", created_at AS "createdAt",
            count(*) OVER ()::int8 AS total
       FROM message WHERE user_id = $1 AND NOT is_read AND message_type = ANY($2)
      ORDER BY id DESC LIMIT 5`,
    [ctx.session!.userId, types],
  )
  return { count: r.rows[0]?.total ?? 0, list: r.rows.map(({ total: _t, ...m }) => m) }
})

export const markRead = write(async (ctx) => {
  const ids: number[] | undefined = ctx.payload.ids
  const r = await ctx.tx.query(
    `UPDATE message SET is_read = true, read_at = now(), version = version + 1
      WHERE user_id = $1 AND NOT is_read AND ($2::bigint[] IS NULL OR id = ANY($2))`,
    [ctx.session!.userId, ids ?? null],
  )
  return { read: r.rowCount }
})
