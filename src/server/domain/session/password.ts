// scrypt with a per-password salt (node:crypto); the stored form names its parameters so
// they can be raised later without invalidating old hashes.
import { randomBytes, scrypt as scryptCb, timingSafeEqual, createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { COMMON_PASSWORDS } from './common-passwords.ts'

const scrypt = promisify(scryptCb) as (pw: string, salt: Buffer, len: number, opts: object) => Promise<Buffer>
const N = 16384
const R = 8
const P = 1
const LEN = 32

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await scrypt(password, salt, LEN, { N, r: R, p: P })
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [alg, n, r, p, salt, hash] = stored.split('$')
  if (alg !== 'scrypt' || !hash) return false
  const expected = Buffer.from(hash, 'base64')
  const key = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, { N: +n, r: +r, p: +p })
  return timingSafeEqual(key, expected)
}

/** What the client sends when the variant's isMd5 is on: the hex MD5 of the password. */
export const md5 = (s: string) => createHash('md5').update(s, 'utf8').digest('hex')

/**
 * Password rule: 6–32 characters with at least one letter and one digit. With isMd5 the
 * client checks the rule and sends 32 hex digits, which is all the server can check.
 */
export function passwordProblem(pw: string, isMd5: boolean): string | null {
  if (isMd5) return /^[0-9a-f]{32}$/i.test(pw) ? null : '密码格式不正确'
  if (pw.length < 6 || pw.length > 32) return '密码长度应为 6–32 位'
  if (!/[A-Za-z]/.test(pw) || !/\d/.test(pw)) return '密码须同时包含字母和数字'
  return null
}

const COMMON = new Set(COMMON_PASSWORDS)
const COMMON_MD5 = new Set(COMMON_PASSWORDS.map(md5))

/**
 * The policy for a person's password, on every path that sets one (change, reset, a new user, a
 * new tenant's administrator, WMS_ADMIN_PASSWORD): the rule above, not the account itself and
 * not a common password. With isMd5 the same checks run on the hash the client sent.
 */
export function userPasswordProblem(pw: string, account: string, isMd5: boolean): string | null {
  const rule = passwordProblem(pw, isMd5)
  if (rule) return rule
  const acc = account.trim().toLowerCase()
  if (isMd5 ? [acc, account.trim()].some((a) => md5(a) === pw.toLowerCase()) : pw.toLowerCase() === acc) return '密码不能与账号相同'
  if (isMd5 ? COMMON_MD5.has(pw.toLowerCase()) : COMMON.has(pw.toLowerCase())) return '密码过于常见，容易被猜中，请换一个'
  return null
}
