import { describe, expect, it } from 'vitest'
import { summarize } from '../../../src/server/audit/operation-log.ts'

describe('operation log summary', () => {
  it('hides secrets at any depth and shortens long values', () => {
    const s = summarize({
      account: 'demo',
      password: 'p',
      nested: { newPwd: 'x', token: 't', list: Array.from({ length: 25 }, (_, i) => i) },
      note: 'y'.repeat(300),
    }) as any
    expect(s.password).toBe('***')
    expect(s.nested.newPwd).toBe('***')
    expect(s.nested.token).toBe('***')
    expect(s.nested.list).toHaveLength(21)
    expect(s.nested.list[20]).toBe('…共 25 项')
    expect(s.note).toHaveLength(201)
  })
})

describe('operation log summary of refused input', () => {
  it('replaces NUL, which jsonb cannot hold, so the refusal is still logged', () => {
    expect(summarize({ name: 'a\u0000b', ['k\u0000']: 1 })).toEqual({ name: 'a\uFFFDb', 'k\uFFFD': 1 })
  })
})

describe('operation log summary of files', () => {
  it('logs an uploaded file as its size and a stored file as its path', () => {
    const base64 = Buffer.alloc(3072).toString('base64')
    expect(summarize({ file: base64 })).toEqual({ file: '[文件 3 KB]' })
    expect(summarize({ file: '/api/files/2/202611/ab12.pdf' })).toEqual({ file: '/api/files/2/202611/ab12.pdf' })
  })
})
