/** camelCase → snake_case, the one rule between API field names and SQL column names. */
export function snake(name: string): string {
  return name.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase())
}

/** Quotes an identifier that the config produced; config names are checked by the meta-schema. */
export function ident(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`不安全的标识符: ${name}`)
  return `"${name}"`
}

export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL'
  if (typeof value === 'number') return String(value)
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  if (typeof value === 'string') return `'${value.replace(/'/g, "''")}'`
  return `'${JSON.stringify(value).replace(/'/g, "''")}'::jsonb`
}

/** PostgreSQL truncates names past 63 bytes, which could make two constraints collide. */
export function constraintName(name: string): string {
  if (name.length <= 63) return name
  let h = 0
  for (const c of name) h = (h * 31 + c.charCodeAt(0)) >>> 0
  return name.slice(0, 54) + '_' + h.toString(36).padStart(7, '0').slice(0, 8)
}
