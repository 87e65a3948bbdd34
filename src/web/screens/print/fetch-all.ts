import type { ApiClient } from '../../api/types.ts'

/** Every row of a list endpoint for a filter, page by page (prints need them all, up to a cap). */
export async function fetchAll<T>(api: ApiClient, path: string, filter: Record<string, unknown>, cap = 2000): Promise<T[]> {
  const out: T[] = []
  for (let page = 1; out.length < cap; page++) {
    const d = await api.request<{ list: T[]; total: number }>(path, { ...filter, pageIndex: page, pageSize: 200 })
    out.push(...d.list)
    if (out.length >= d.total || !d.list.length) break
  }
  return out.slice(0, cap)
}

export const idList = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0)
