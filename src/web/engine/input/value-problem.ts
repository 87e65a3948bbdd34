// What is wrong with a value the user typed, in the same sentence the server would answer. Inputs
// never clamp, round or cut what was typed (issue 20): they keep it and show this message instead.
import { tooLarge, tooLong, tooPrecise, tooSmall } from '../../../config/payload-messages.ts'

/** The JSON-schema keywords a typed value is checked against. */
export interface ValueRule {
  minimum?: number
  exclusiveMinimum?: number
  maximum?: number
  multipleOf?: number
  maxLength?: number
}

export function valueProblem(title: string, v: unknown, r: ValueRule): string | null {
  if (typeof v === 'string') return r.maxLength !== undefined && [...v].length > r.maxLength ? tooLong(title, r.maxLength) : null
  if (typeof v !== 'number' || !Number.isFinite(v)) return null
  if (r.minimum !== undefined && v < r.minimum) return tooSmall(title, r.minimum)
  if (r.exclusiveMinimum !== undefined && v <= r.exclusiveMinimum) return tooSmall(title, r.exclusiveMinimum, true)
  if (r.maximum !== undefined && v > r.maximum) return tooLarge(title, r.maximum)
  if (r.multipleOf !== undefined && !isMultiple(v, r.multipleOf)) return tooPrecise(title, r.multipleOf)
  return null
}

// Compared in the step's decimals, so 0.3 is a multiple of 0.1 despite binary floating point.
function isMultiple(v: number, step: number): boolean {
  const q = v / step
  return Math.abs(q - Math.round(q)) < 1e-9
}
