// The grammar of `x-generated` (an entity field numbered on create), e.g. CK{yyyyMMdd}{seq:4}:
//   literal text   any characters but { and } (the prefix, a dash …)
//   {yyyyMMdd}     the business day of the create, at most once
//   {seq:N}        the counter, zero-padded to N digits (1–9), exactly once
// The counter runs per tenant and per everything but the counter itself (CK20261122 for the
// pattern above, FY for FY{seq:4}): a dated pattern starts again at 1 every day.

export type NumberPart = { literal: string } | { day: true } | { seq: number }

export interface NumberPattern {
  parts: NumberPart[]
  /** Longest a number can be before the counter outgrows its digits. */
  length: number
}

const TOKEN = /\{([^{}]*)\}/g
const SEQ = /^seq:([1-9])$/

/** Parses a pattern; the Chinese message of the first thing wrong with it, or the parts. */
export function parseNumberPattern(text: string): NumberPattern | { error: string } {
  const parts: NumberPart[] = []
  let at = 0
  for (const m of text.matchAll(TOKEN)) {
    if (m.index > at) parts.push({ literal: text.slice(at, m.index) })
    const seq = SEQ.exec(m[1])
    if (m[1] === 'yyyyMMdd') parts.push({ day: true })
    else if (seq) parts.push({ seq: Number(seq[1]) })
    else return { error: `编号模式 "${text}" 中的 {${m[1]}} 不可识别：只能用 {yyyyMMdd} 与 {seq:N}（N 为 1–9）` }
    at = m.index + m[0].length
  }
  if (at < text.length) parts.push({ literal: text.slice(at) })
  if (parts.some((p) => 'literal' in p && /[{}]/.test(p.literal))) return { error: `编号模式 "${text}" 的花括号不成对` }
  const seqs = parts.filter((p) => 'seq' in p).length
  if (seqs !== 1) return { error: `编号模式 "${text}" 须恰好含一个 {seq:N}（流水号）` }
  if (parts.filter((p) => 'day' in p).length > 1) return { error: `编号模式 "${text}" 最多含一个 {yyyyMMdd}` }
  const length = parts.reduce((n, p) => n + ('literal' in p ? p.literal.length : 'day' in p ? 8 : p.seq), 0)
  return { parts, length }
}

/** The counter's key: the number without its counter (the day's prefix). `day` is yyyyMMdd. */
export function counterKey(p: NumberPattern, day: string): string {
  return p.parts.map((x) => ('literal' in x ? x.literal : 'day' in x ? day : '')).join('')
}

/** The number for `day` (yyyyMMdd) and counter value `seq`. */
export function formatNumber(p: NumberPattern, day: string, seq: number): string {
  return p.parts.map((x) => ('literal' in x ? x.literal : 'day' in x ? day : String(seq).padStart(x.seq, '0'))).join('')
}
