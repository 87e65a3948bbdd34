// Admission to the database: at most `concurrency` units of work at once (the pool's size, or 1
// for PGlite, which runs one transaction at a time), at most `maxQueue` waiting behind them, and
// none waiting longer than `maxWaitMs`. Beyond that a call fails at once with DbBusy (503)
// instead of queueing without end while the server's memory and the callers' patience run out.
import { DbBusy } from './faults.ts'

export interface GateLimits {
  concurrency: number
  maxQueue: number
  maxWaitMs: number
}

interface Waiter {
  start: () => void
  timer: NodeJS.Timeout
}

export interface Gate {
  run<T>(fn: () => Promise<T>): Promise<T>
  /** Units running and waiting now (readiness, benchmarks). */
  load(): { running: number; queued: number }
}

export function createGate(limits: GateLimits): Gate {
  let running = 0
  const queue: Waiter[] = []

  function release() {
    const next = queue.shift()
    if (!next) {
      running--
      return
    }
    clearTimeout(next.timer)
    next.start()
  }

  function admit(): Promise<void> {
    if (running < limits.concurrency) {
      running++
      return Promise.resolve()
    }
    if (queue.length >= limits.maxQueue) return Promise.reject(new DbBusy('queue'))
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        start: resolve,
        timer: setTimeout(() => {
          queue.splice(queue.indexOf(waiter), 1)
          reject(new DbBusy('wait'))
        }, limits.maxWaitMs),
      }
      queue.push(waiter)
    })
  }

  return {
    async run(fn) {
      await admit()
      try {
        return await fn()
      } finally {
        release()
      }
    },
    load: () => ({ running, queued: queue.length }),
  }
}
