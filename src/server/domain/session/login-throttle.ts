// Failed logins slow down whoever makes them instead of locking the account: a hard lock is a
// button any stranger can press (five requests once shut out the platform administrator).
// Three counters, each of failures in a row with growing waits once its free tries are spent:
//   account and address  the guesser at one account: 5 free, then 1 s, 2 s, 4 s … up to 15 min;
//   address              one address spraying many accounts: 20 free, same growth;
//   account              a guess spread over many addresses: 50 free, waits capped at 1 min, so
//                        the owner, signing in from elsewhere, is slowed but never shut out.
// Unknown accounts count exactly like known ones, so a wait says nothing about existence. An
// attempt is counted when it starts (a flood in parallel cannot slip past in-flight checks); a
// successful one is taken back and clears its account's counters. The counters live in the
// server's memory: a restart forgets them, and each server process keeps its own.

interface Rule {
  free: number
  maxWaitMs: number
}

const RULES = {
  accountAddress: { free: 5, maxWaitMs: 15 * 60_000 },
  address: { free: 20, maxWaitMs: 15 * 60_000 },
  account: { free: 50, maxWaitMs: 60_000 },
} satisfies Record<string, Rule>

/** A counter with no failure for this long starts afresh. */
export const FORGET_MS = 60 * 60_000
/** Counters kept per kind; past it the stalest are dropped (memory stays bounded under a flood). */
const MAX_KEYS = 50_000

interface Counter {
  failures: number
  lastAt: number
}

class Counters {
  private map = new Map<string, Counter>()
  constructor(private rule: Rule) {}

  private live(key: string, now: number): Counter | undefined {
    const c = this.map.get(key)
    if (c && now - c.lastAt > FORGET_MS) {
      this.map.delete(key)
      return undefined
    }
    return c
  }

  /** Milliseconds before the next try is allowed. */
  waitMs(key: string, now: number): number {
    const c = this.live(key, now)
    if (!c || c.failures < this.rule.free) return 0
    const wait = Math.min(this.rule.maxWaitMs, 1000 * 2 ** (c.failures - this.rule.free))
    return Math.max(0, c.lastAt + wait - now)
  }

  count(key: string, now: number) {
    const c = this.live(key, now) ?? { failures: 0, lastAt: now }
    c.failures++
    c.lastAt = now
    // Re-inserted so the map's order is least recently failed first.
    this.map.delete(key)
    this.map.set(key, c)
    if (this.map.size > MAX_KEYS) for (const k of [...this.map.keys()].slice(0, MAX_KEYS / 10)) this.map.delete(k)
  }

  uncount(key: string) {
    const c = this.map.get(key)
    if (c && --c.failures <= 0) this.map.delete(key)
  }

  clear(key: string) {
    this.map.delete(key)
  }
}

export class LoginThrottle {
  private accountAddress = new Counters(RULES.accountAddress)
  private address = new Counters(RULES.address)
  private account = new Counters(RULES.account)

  /** Starts an attempt: the wait in ms when it must be refused (nothing counted), else 0 and it counts. */
  begin(account: string, ip: string, now: Date): number {
    const t = now.getTime()
    const pair = `${account}\u0000${ip}`
    const wait = Math.max(this.accountAddress.waitMs(pair, t), this.address.waitMs(ip, t), this.account.waitMs(account, t))
    if (wait > 0) return wait
    this.accountAddress.count(pair, t)
    this.address.count(ip, t)
    this.account.count(account, t)
    return 0
  }

  /** The right password: the attempt was no failure, and the account's counters start afresh. */
  succeeded(account: string, ip: string) {
    this.accountAddress.clear(`${account}\u0000${ip}`)
    this.address.uncount(ip)
    this.account.clear(account)
  }

  /** Whether the next attempt of this account from this address would have to wait. */
  slowed(account: string, ip: string, now: Date): boolean {
    const t = now.getTime()
    return this.accountAddress.waitMs(`${account}\u0000${ip}`, t) > 0 || this.address.waitMs(ip, t) > 0 || this.account.waitMs(account, t) > 0
  }
}
