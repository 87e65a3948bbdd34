import { describe, expect, it } from 'vitest'
import { createGate } from '../../../src/server/db/gate.ts'
import { DbBusy, dbFaultMessage } from '../../../src/server/db/faults.ts'

// A unit of work that runs until told to finish.
function held() {
  let finish!: () => void
  const done = new Promise<void>((r) => (finish = r))
  return { work: () => done, finish }
}

describe('database admission gate', () => {
  it('runs at most `concurrency` at once and sheds calls past the queue with DbBusy', async () => {
    const gate = createGate({ concurrency: 1, maxQueue: 2, maxWaitMs: 60_000 })
    const first = held()
    const running = gate.run(first.work)
    const queued = [gate.run(async () => 'a'), gate.run(async () => 'b')]
    expect(gate.load()).toEqual({ running: 1, queued: 2 })
    const shed = await gate.run(async () => 'c').catch((e) => e)
    expect(shed).toBeInstanceOf(DbBusy)
    expect(dbFaultMessage(shed)).toBe('系统繁忙，请稍后再试')
    first.finish()
    await running
    expect(await Promise.all(queued)).toEqual(['a', 'b'])
    expect(gate.load()).toEqual({ running: 0, queued: 0 })
  })

  it('fails a call that waited past maxWaitMs, and the slot still serves the next one', async () => {
    const gate = createGate({ concurrency: 1, maxQueue: 10, maxWaitMs: 20 })
    const first = held()
    const running = gate.run(first.work)
    const waited = await gate.run(async () => 'late').catch((e) => e)
    expect(waited).toBeInstanceOf(DbBusy)
    expect(waited.reason).toBe('wait')
    first.finish()
    await running
    expect(await gate.run(async () => 'next')).toBe('next')
  })

  it('frees the slot when the work throws', async () => {
    const gate = createGate({ concurrency: 1, maxQueue: 0, maxWaitMs: 1000 })
    await expect(gate.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(await gate.run(async () => 1)).toBe(1)
  })
})

describe('database faults', () => {
  it('tells a lost or refused connection, a timeout and a lock wait from a statement error', () => {
    expect(dbFaultMessage(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe('数据库暂时不可用，请稍后再试')
    expect(dbFaultMessage(new Error('Connection terminated unexpectedly'))).toBe('数据库暂时不可用，请稍后再试')
    expect(dbFaultMessage(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(
      '数据库暂时不可用，请稍后再试',
    )
    expect(dbFaultMessage(Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }))).toBe('数据库操作超时，请稍后再试')
    expect(dbFaultMessage(Object.assign(new Error('canceling statement due to lock timeout'), { code: '55P03' }))).toBe('数据正被其他操作占用，请稍后再试')
    expect(dbFaultMessage(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBeNull()
    expect(dbFaultMessage(new Error('x is not a function'))).toBeNull()
  })
})
