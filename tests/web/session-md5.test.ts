// Password on the wire (spec §5): MD5 hex only when the variant's isMd5 flag is on.
import { describe, expect, it } from 'vitest'
import { passwordForWire } from '../../src/web/session/md5.ts'

describe('passwordForWire', () => {
  it('hashes with MD5 when isMd5 is on', () => {
    expect(passwordForWire('demo123', true)).toBe('62cc2d8b4bf2d8728120d052163a77df')
  })
  it('hashes non-ASCII passwords as UTF-8', () => {
    // md5 of the UTF-8 bytes of 密码 (python: hashlib.md5('密码'.encode()).hexdigest())
    expect(passwordForWire('密码', true)).toBe('a8105204604a0b11e916f3879aae3b0b')
  })
  it('sends the password as is when isMd5 is off', () => {
    expect(passwordForWire('demo123', false)).toBe('demo123')
  })
})
