import { describe, expect, it } from 'vitest'
import { hashPassword, md5, passwordProblem, verifyPassword } from '../../../src/server/domain/session/password.ts'

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
