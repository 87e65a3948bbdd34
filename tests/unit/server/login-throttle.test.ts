import { describe, expect, it } from 'vitest'
import { LoginThrottle } from '../../../src/server/domain/session/login-throttle.ts'

const at = (ms: number) => new Date(1_800_000_000_000 + ms)

// Fails `n` attempts of account from ip at time t; returns the waits met.
function fail(t: LoginThrottle, account: string, ip: string, n: number, now = at(0)) {
  return Array.from({ length: n }, () => t.begin(account, ip, now))
}

describe('login throttle', () => {
  it('gives five free tries per account and address, then waits that double', () => {
    const t = new LoginThrottle()
    expect(fail(t, 'admin', '10.0.0.9', 5)).toEqual([0, 0, 0, 0, 0])
    expect(t.begin('admin', '10.0.0.9', at(0))).toBe(1000)
    expect(t.begin('admin', '10.0.0.9', at(1000))).toBe(0)
    expect(t.begin('admin', '10.0.0.9', at(1000))).toBe(2000)
    expect(t.begin('admin', '10.0.0.9', at(3000))).toBe(0)
    expect(t.begin('admin', '10.0.0.9', at(3000))).toBe(4000)
  })

  it('does not let a stranger shut the owner out: another address signs in at once', () => {
    const t = new LoginThrottle()
    fail(t, 'admin', '203.0.113.7', 30, at(0))
    expect(t.begin('admin', '203.0.113.7', at(0))).toBeGreaterThan(0)
    expect(t.begin('admin', '10.0.0.1', at(0))).toBe(0)
  })

  it('caps the account-wide wait at one minute however many addresses guess', () => {
    const t = new LoginThrottle()
    let now = 0
    for (let i = 0; i < 200; i++) {
      const ip = `198.51.100.${i}`
      const wait = t.begin('admin', ip, at(now))
      if (wait > 0) now += wait
      else t.begin('admin', ip, at(now)) // a second failure from the same address
    }
    expect(t.begin('admin', '10.0.0.1', at(now))).toBeLessThanOrEqual(60_000)
  })

  it('treats an unknown account exactly like a known one', () => {
    const t = new LoginThrottle()
    expect(fail(t, 'nobody', '10.0.0.9', 6)).toEqual(fail(new LoginThrottle(), 'admin', '10.0.0.9', 6))
  })

  it('slows one address spraying many accounts after 20 failures', () => {
    const t = new LoginThrottle()
    for (let i = 0; i < 20; i++) expect(t.begin(`user${i}`, '10.0.0.9', at(0))).toBe(0)
    expect(t.begin('user99', '10.0.0.9', at(0))).toBe(1000)
    expect(t.begin('user99', '10.0.0.8', at(0))).toBe(0)
  })

  it('forgives the failures of an account once its right password is given', () => {
    const t = new LoginThrottle()
    fail(t, 'keeper', '10.0.0.9', 4)
    expect(t.begin('keeper', '10.0.0.9', at(0))).toBe(0)
    t.succeeded('keeper', '10.0.0.9')
    expect(fail(t, 'keeper', '10.0.0.9', 5)).toEqual([0, 0, 0, 0, 0])
  })
})
