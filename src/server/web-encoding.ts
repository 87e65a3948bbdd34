// Content negotiation for the precompressed web app (RFC 9110 §12.5.3): the client's
// Accept-Encoding with its q-values decides; among equals the smaller file (brotli) wins.

export type Encoding = 'br' | 'gzip'

/** The server's preference, best first: the order the build's files are tried in. */
export const ENCODINGS: readonly Encoding[] = ['br', 'gzip']

/** The encoding to send among those available, or null for the file as it is. */
export function pickEncoding(acceptEncoding: string | undefined, available: readonly Encoding[]): Encoding | null {
  const q = new Map<string, number>()
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const value = qParam ? Number(qParam.slice(2)) : 1
    q.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(value) ? value : 0)
  }
  let best: Encoding | null = null
  let bestQ = 0
  for (const e of ENCODINGS) {
    if (!available.includes(e)) continue
    const v = q.get(e) ?? q.get('*') ?? 0
    if (v > bestQ) {
      best = e
      bestQ = v
    }
  }
  return best
}
