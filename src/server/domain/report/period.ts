// A report's period: startDate..endDate, whole business days in WMS_TIMEZONE (both ends included).
// Without dates: the current month up to today. The bounds go into SQL as timestamptz parameters.
import type { HandlerContext } from '../../kernel/handler.ts'
import { BizError } from '../../kernel/errors.ts'
import type { Params } from '../../crud/select.ts'
import { businessDate, TZ } from '../../util/format.ts'

export interface Period {
  startDate: string
  endDate: string
  /** SQL parameter references: the first instant of startDate, the first instant after endDate. */
  from: string
  to: string
  /** The two dates again as SQL text expressions over the same parameters (a parameter only a
   *  row's columns named would be unknown to the count query, whose type PostgreSQL cannot infer). */
  startSql: string
  endSql: string
}

/** Today's date (YYYY-MM-DD) in the business time zone. */
export function businessToday(now: Date): string {
  return businessDate(now)
}

export function reportPeriod(ctx: HandlerContext, p: Params): Period {
  const today = businessToday(ctx.deps.clock.now())
  const startDate: string = ctx.payload.startDate || today.slice(0, 8) + '01'
  const endDate: string = ctx.payload.endDate || today
  if (endDate < startDate) throw new BizError('结束日期不能早于开始日期')
  const tz = p.add(TZ)
  const start = p.add(startDate)
  const end = p.add(endDate)
  return {
    startDate,
    endDate,
    from: `(${start}::date::timestamp AT TIME ZONE ${tz})`,
    to: `((${end}::date + 1)::timestamp AT TIME ZONE ${tz})`,
    startSql: `${start}::text`,
    endSql: `${end}::text`,
  }
}
