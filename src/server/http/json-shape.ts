// A JSON body's shape, checked on the text before it is parsed: nesting past MAX_DEPTH made the
// validators recurse until the stack overflowed (a 500 from 40 KB of brackets), and arrays past
// MAX_ARRAY_ITEMS cost memory out of proportion to their bytes. No payload schema goes near
// either bound (the deepest is a few levels, the longest array 2 000 items), so the answer is
// a plain 400 and the schema's own, field-named limits stay the ones users meet.
export const MAX_DEPTH = 20
export const MAX_ARRAY_ITEMS = 5000

/** The Chinese message of a body too deep or with an array too long, or null. One pass, no recursion. */
export function jsonShapeProblem(text: string): string | null {
  // Per open container: -1 for an object, else the commas seen so far in the array.
  const open: number[] = []
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    if (inString) {
      if (ch === 0x5c)
        i++ // backslash: skip the escaped character
      else if (ch === 0x22) inString = false
      continue
    }
    if (ch === 0x22) inString = true
    else if (ch === 0x7b || ch === 0x5b) {
      open.push(ch === 0x7b ? -1 : 0)
      if (open.length > MAX_DEPTH) return `请求数据嵌套层级过深（最多 ${MAX_DEPTH} 层）`
    } else if (ch === 0x7d || ch === 0x5d) open.pop()
    else if (ch === 0x2c && open.length && open[open.length - 1] >= 0) {
      if (++open[open.length - 1] >= MAX_ARRAY_ITEMS) return `请求数据中的数组过长（最多 ${MAX_ARRAY_ITEMS} 项）`
    }
  }
  return null
}
