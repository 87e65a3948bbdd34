/** The sum of quantities (numeric(18,4) on the server) without float drift: added in ten-thousandths. */
export function sumQty<T>(rows: T[], qty: (row: T) => number | null | undefined): number {
  return rows.reduce((n, r) => n + Math.round(Number(qty(r) ?? 0) * 10_000), 0) / 10_000
}
