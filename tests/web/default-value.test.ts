// Configured defaults of filters and form fields: the current warehouse from the session, today's
// date, or a plain value.
import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import { defaultValue } from '../../src/web/engine/default-value.ts'

const session = { defaultStorage: { storageId: 7, storageName: '广州白云一号仓' } }

describe('defaultValue', () => {
  it('reads a session path: the current warehouse', () => {
    expect(defaultValue({ session: 'defaultStorage.storageId' }, session)).toBe(7)
    expect(defaultValue({ session: 'defaultStorage.storageId' }, { defaultStorage: null })).toBeUndefined()
  })

  it('gives today (or n days from it) as a date string', () => {
    expect(defaultValue({ today: 0 }, session)).toBe(dayjs().format('YYYY-MM-DD'))
    expect(defaultValue({ today: 1 }, session)).toBe(dayjs().add(1, 'day').format('YYYY-MM-DD'))
  })

  it('gives the first day of this month (a report period start)', () => {
    expect(defaultValue({ startOf: 'month' }, session)).toBe(dayjs().startOf('month').format('YYYY-MM-DD'))
  })

  it('passes plain values through', () => {
    expect(defaultValue(1, session)).toBe(1)
    expect(defaultValue('厢式货车', session)).toBe('厢式货车')
    expect(defaultValue([1, 2], session)).toEqual([1, 2])
  })
})
