import type { ReactNode } from 'react'

/** One header fact: its label, its value, and how many of a row's three places it takes (default 1). */
export type Fact = [label: string, value: ReactNode, span?: 1 | 2 | 3]

/** A document's header facts, three label–value pairs a row, a wide fact taking two or three places. */
export function FactsTable({ facts }: { facts: Fact[] }) {
  const rows: Fact[][] = []
  let used = 3
  for (const f of facts) {
    const span = f[2] ?? 1
    if (used + span > 3) {
      rows.push([])
      used = 0
    }
    rows[rows.length - 1].push(f)
    used += span
  }
  return (
    <table className="cy-doc-facts">
      <colgroup>{[0, 1, 2].map((i) => [<col key={`th${i}`} className="th" />, <col key={`td${i}`} />])}</colgroup>
      <tbody>
        {rows.map((row, i) => {
          const left = 3 - row.reduce((n, f) => n + (f[2] ?? 1), 0)
          return (
            <tr key={i}>
              {row.map(([label, value, span = 1], j) => {
                const last = j === row.length - 1
                return [
                  <th key={`${label}-th`}>{label}</th>,
                  <td key={`${label}-td`} colSpan={(span + (last ? left : 0)) * 2 - 1}>
                    {value}
                  </td>,
                ]
              })}
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
