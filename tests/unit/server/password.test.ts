import { describe, expect, it } from 'vitest'
import { hashPassword, md5, passwordProblem, userPasswordProblem, verifyPassword } from '../../../src/server/domain/session/password.ts'

describe('passwords', () => {
  it('hashes with scrypt and a per-password salt', async () => {
    const a = await hashPassword('demo123')
    const b = await hashPassword('demo123')
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/)
    expect(a).not.toBe(b)
    expect(await verifyPassword('demo123', a)).toBe(true)
    expect(await verifyPassword('demo124', a)).toBe(false)
    expect(await verifyPassword('demo123', 'md5$whatever')).toBe(false)
  })
  it('applies the rule, or only the MD5 shape when the client hashes', () => {
    expect(passwordProblem('abc12', false)).toBe('密码长度应为 6–32 位')
    expect(passwordProblem('abcdefg', false)).toBe('密码须同时包含字母和数字')
    expect(passwordProblem('abc123', false)).toBeNull()
    expect(passwordProblem(md5('x'), true)).toBeNull()
    expect(passwordProblem('abc123', true)).toBe('密码格式不正确')
    expect(md5('demo123')).toBe('62cc2d8b4bf2d8728120d052163a77df')
  })
})

describe('password policy for people', () => {
  it('refuses the account itself and common passwords, on top of the rule', () => {
    expect(userPasswordProblem('abc12', 'keeper', false)).toBe('密码长度应为 6–32 位')
    expect(userPasswordProblem('Keeper1', 'keeper1', false)).toBe('密码不能与账号相同')
    expect(userPasswordProblem('Admin123', 'boss', false)).toBe('密码过于常见，容易被猜中，请换一个')
    expect(userPasswordProblem('qwe123', 'boss', false)).toBe('密码过于常见，容易被猜中，请换一个')
    expect(userPasswordProblem('仓库k7m2p9', 'boss', false)).toBeNull()
    expect(userPasswordProblem('k7m2p9xz', 'boss', false)).toBeNull()
  })
  it('checks the same on the hash the client sent when it hashes (MD5 variant)', () => {
    expect(userPasswordProblem(md5('keeper'), 'keeper', true)).toBe('密码不能与账号相同')
    expect(userPasswordProblem(md5('admin123'), 'boss', true)).toBe('密码过于常见，容易被猜中，请换一个')
    expect(userPasswordProblem(md5('k7m2p9xz'), 'boss', true)).toBeNull()
  })
})
