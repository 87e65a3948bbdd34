// "Did you mean" for unknown keys and names: the closest candidate within a small edit distance.

/** Optimal string alignment distance (Levenshtein plus adjacent transposition). */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i])
  for (let j = 1; j <= b.length; j++) d[0][j] = j
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1)
      }
    }
  }
  return d[a.length][b.length]
}

/**
 * The candidate closest to `name` (case differences are free), at most 2 edits away and at
 * most half the name's length, so a two-letter key is never "corrected" into another word.
 */
export function suggest(name: string, candidates: Iterable<string>): string | undefined {
  const limit = Math.min(2, Math.floor(name.length / 2))
  let best: string | undefined
  let bestScore = Infinity
  for (const c of candidates) {
    if (c === name) continue
    const loose = editDistance(name.toLowerCase(), c.toLowerCase())
    if (loose > limit) continue
    const score = loose * 100 + editDistance(name, c)
    if (score < bestScore) {
      best = c
      bestScore = score
    }
  }
  return best
}

/** `（是否想写 "columns"？）` or '' when nothing is close. */
export function didYouMean(name: string, candidates: Iterable<string>): string {
  const s = suggest(name, candidates)
  return s === undefined ? '' : `（是否想写 "${s}"？）`
}
