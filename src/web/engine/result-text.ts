/** Fills ${field} placeholders of a screens.yaml `result` text from an answer. */
export function resultText(template: string, data: unknown): string {
  const d = (data ?? {}) as Record<string, unknown>
  return template.replace(/\$\{(\w+)\}/g, (_, k) => String(d[k] ?? ''))
}
