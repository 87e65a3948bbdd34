// SKU attributes as people type them (颜色:红;尺码:L, full-width ：； too) ↔ {颜色: 红, 尺码: L}.
// Shared by the import (server) and the line editor (web).

/** The attributes, or null when a part is not name:value. Empty text gives {}. */
export function parseSkuAttrs(text: string): Record<string, string> | null {
  const out: Record<string, string> = {}
  for (const part of text
    .split(/[;；]/)
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [k, ...v] = part.split(/[:：]/)
    const value = v.join(':').trim()
    if (!k?.trim() || !value) return null
    out[k.trim()] = value
  }
  return out
}

export const SKU_ATTRS_HINT = '格式应为 名称:值;名称:值，如 颜色:红;尺码:L'
