// JSON Pointer (RFC 6901) helpers. Endpoint paths contain '/', so keys must be escaped.

export function escapeToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1')
}

export function unescapeToken(token: string): string {
  return token.replace(/~1/g, '/').replace(/~0/g, '~')
}

/** ['endpoints', '/v1/a'] → '/endpoints/~1v1~1a'; [] → '' (the whole document). */
export function toPointer(segments: readonly (string | number)[]): string {
  return segments.map((s) => '/' + escapeToken(String(s))).join('')
}

export function parsePointer(pointer: string): string[] {
  if (pointer === '') return []
  return pointer.slice(1).split('/').map(unescapeToken)
}

/** Pointer to a child member: join('/screens', 'a/b') → '/screens/a~1b'. */
export function join(pointer: string, ...segments: (string | number)[]): string {
  return pointer + toPointer(segments)
}
