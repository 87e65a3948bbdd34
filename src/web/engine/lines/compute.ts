// Computed line values (screens.yaml `compute`), e.g. amount = {multiply: [qty, price]}.
// A small declarative language over the line's fields; no eval. The display is rounded to
// 2 decimals; the server recomputes money in SQL and its answer is what is stored.

export type Compute =
  { multiply: Operand[] } | { add: Operand[] } | { subtract: [Operand, Operand] } | { divide: [Operand, Operand] } | { round: [Operand, number] }
type Operand = string | number | Compute

function value(op: Operand, line: Record<string, unknown>): number | null {
  if (typeof op === 'number') return op
  if (typeof op === 'string') {
    const v = line[op]
    if (v === null || v === undefined || v === '') return null
    const n = Number(v)
    return Number.isFinite(n) ? n : null
  }
  return compute(op, line)
}

/** The computed value, or null while an operand is missing (a half-filled line). */
export function compute(expr: Compute | Record<string, unknown>, line: Record<string, unknown>): number | null {
  const [op, args] = Object.entries(expr)[0] ?? []
  if (!Array.isArray(args)) return null
  const vals = (op === 'round' ? args.slice(0, 1) : args).map((a) => value(a as Operand, line))
  if (vals.some((v) => v === null)) return null
  const ns = vals as number[]
  switch (op) {
    case 'multiply':
      return ns.reduce((a, b) => a * b, 1)
    case 'add':
      return ns.reduce((a, b) => a + b, 0)
    case 'subtract':
      return ns[0] - ns[1]
    case 'divide':
      return ns[1] === 0 ? null : ns[0] / ns[1]
    case 'round': {
      const f = 10 ** Number(args[1] ?? 2)
      return Math.round(ns[0] * f) / f
    }
    default:
      return null
  }
}

/** Applies every computed field of the line definition, rounding to 2 decimals. */
export function applyComputes(
  line: Record<string, unknown>,
  fields: Record<string, { compute?: Record<string, unknown>; field?: string }>,
): Record<string, unknown> {
  const out = { ...line }
  for (const [key, f] of Object.entries(fields)) {
    if (!f.compute) continue
    const v = compute(f.compute, out)
    out[f.field ?? key] = v === null ? null : Math.round(v * 100) / 100
  }
  return out
}
