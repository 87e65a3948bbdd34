// Shops: their two passwords (the shop's own login, the DHT account) and the sign-in to the
// DHT and BPS platforms. Passwords are stored as scrypt hashes like users' and never answered;
// a sign-in therefore takes the password the operator types, checks it against the hash and
// only then sends it on (the hash alone cannot sign in anywhere).
import type { Handler, HandlerContext } from '../../kernel/handler.ts'
import { BizError } from '../../kernel/errors.ts'
import { NOT_FOUND, STALE } from '../../crud/rows.ts'
import { hashPassword, passwordProblem, verifyPassword } from '../session/password.ts'
import { platformLogin, PLATFORM_TITLES, type ShopPlatform } from './shop-platforms.ts'
import { write } from '../../kernel/define.ts'

interface ShopRow {
  code: string
  status: number
  login_account: string | null
  password_hash: string | null
  dht_account: string | null
  dht_password_hash: string | null
}

async function shopOf(ctx: HandlerContext, lock = false): Promise<ShopRow> {
  const r = await ctx.tx.query<ShopRow>(
    `SELECT code, status, login_account, password_hash, dht_account, dht_password_hash FROM shop WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [ctx.payload.id],
  )
  if (!r.rows[0]) throw new BizError(NOT_FOUND)
  return r.rows[0]
}

/** Which account and hash a kind of password belongs to. */
const KINDS = {
  login: { account: 'login_account', hash: 'password_hash', setAt: 'password_set_at', noAccount: '请先填写该门店的登录账号，再设置密码' },
  dht: { account: 'dht_account', hash: 'dht_password_hash', setAt: 'dht_password_set_at', noAccount: '请先填写该门店的 DHT 账号，再设置 DHT 密码' },
} as const

function setPassword(kind: keyof typeof KINDS): Handler {
  const k = KINDS[kind]
  return write(async (ctx) => {
    const password = String(ctx.payload.password)
    // The client sends the password itself here (an administrator's form), whatever isMd5 says.
    const problem = passwordProblem(password, false)
    if (problem) throw new BizError(problem, [{ field: 'password', message: problem }])
    const hash = await hashPassword(password) // before the row lock: scrypt is slow on purpose
    const shop = await shopOf(ctx, true)
    if (!shop[k.account]) throw new BizError(k.noAccount)
    const r = await ctx.tx.query<{ id: number; version: number }>(
      `UPDATE shop SET ${k.hash} = $1, ${k.setAt} = now(), version = version + 1, updated_at = now(), updated_by = $2
        WHERE id = $3 AND ($4::int IS NULL OR version = $4) RETURNING id, version`,
      [hash, ctx.session!.userId, ctx.payload.id, ctx.payload.version ?? null],
    )
    if (!r.rows[0]) throw new BizError(STALE)
    return r.rows[0]
  })
}

/** /v1/shop/pwd {id, password}: the shop's own login password (also its BPS password). */
export const shopPassword = setPassword('login')
/** /v1/shop/dhtpwd {id, password}: the password of the shop's DHT account. */
export const shopDhtPassword = setPassword('dht')

function loginTo(platform: ShopPlatform): Handler {
  const title = PLATFORM_TITLES[platform]
  return write(async (ctx) => {
    const shop = await shopOf(ctx)
    if (shop.status !== 1) throw new BizError('门店已停业，不能登录平台')
    const [account, hash] = platform === 'DHT' ? [shop.dht_account, shop.dht_password_hash] : [shop.login_account, shop.password_hash]
    if (!account || !hash) throw new BizError(`该门店未设置 ${title}的账号和密码，请先在门店管理中设置`)
    const password = String(ctx.payload.password)
    if (!(await verifyPassword(password, hash))) throw new BizError(`${title}密码不正确`, [{ field: 'password', message: `${title}密码不正确` }])
    const r = await platformLogin(platform, { account, password, shopCode: shop.code })
    if (!r.ok) throw new BizError(r.error)
    return { platform, account, token: r.token, url: r.url }
  })
}

/** /v1/shop/LoginDHT {id, password}: signs the shop in to DHT with its DHT account. */
export const shopLoginDht = loginTo('DHT')
/** /v1/shop/LoginBPS {id, password}: signs the shop in to BPS with its own login account. */
export const shopLoginBps = loginTo('BPS')
