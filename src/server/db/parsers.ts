// The same JS values from both drivers: pg returns int8 and numeric as strings, PGlite
// returns int8 as numbers (BigInt past 2^53) and timestamps as Date. We want numbers for
// ids, counts and amounts (JSON has no BigInt; arithmetic on money happens in SQL), ISO
// strings for timestamps and plain 'YYYY-MM-DD' for dates.

export const OID = { INT8: 20, NUMERIC: 1700, DATE: 1082, TIMESTAMP: 1114, TIMESTAMPTZ: 1184 } as const

const toNumber = (v: string) => Number(v)
const toIso = (v: string) => new Date(v.includes('T') || v.includes('+') || v.endsWith('Z') ? v : v + 'Z').toISOString()
const asIs = (v: string) => v

export const typeParsers: Record<number, (value: string) => unknown> = {
  [OID.INT8]: toNumber,
  [OID.NUMERIC]: toNumber,
  [OID.DATE]: asIs,
  [OID.TIMESTAMPTZ]: (v) => new Date(v).toISOString(),
  [OID.TIMESTAMP]: toIso,
}
