import type { ReactNode } from 'react'

/** A column of a printed table: how a row shows in it, its alignment, and its figure in the total row. */
export interface PrintColumn<T> {
  title: string
  value: (row: T, index: number) => ReactNode
  /** r: figures (right); c: centred; nw: codes (left); none of these wraps. blank: an empty box to write in by hand. */
  align?: 'r' | 'c' | 'nw' | 'blank'
  /** Shown in the 合计 row; the columns before the first total merge into its label. */
  total?: ReactNode
}

interface Props<T> {
  columns: PrintColumn<T>[]
  rows: T[]
  rowKey: (row: T, index: number) => string | number
  /** Said in one row when there are none. */
  emptyText?: string
  /** Rows after 合计 (amounts in capitals …), each spanning the table. */
  footer?: ReactNode[]
  /** A row with a subtotal label (a supplier's sum …) prints like the total row: the label, then the total columns. */
  subtotalLabel?: (row: T) => ReactNode | undefined
}

/** The lines of a printed document with an optional total row. */
export function PrintTable<T>({ columns, rows, rowKey, emptyText, footer, subtotalLabel }: Props<T>) {
  const first = columns.findIndex((c) => c.total !== undefined)
  const cells = (row: T, i: number, from = 0) =>
    columns.slice(from).map((c) => (
      <td key={c.title} className={c.align}>
        {c.value(row, i)}
      </td>
    ))
  return (
    <table className="cy-doc-lines">
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.title}>{c.title}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => {
          const label = first > 0 ? subtotalLabel?.(row) : undefined
          return label === undefined ? (
            <tr key={rowKey(row, i)}>{cells(row, i)}</tr>
          ) : (
            <tr key={rowKey(row, i)} className="cy-doc-subtotal">
              <td colSpan={first}>{label}</td>
              {cells(row, i, first)}
            </tr>
          )
        })}
        {!rows.length && emptyText && (
          <tr className="cy-doc-empty">
            <td colSpan={columns.length}>{emptyText}</td>
          </tr>
        )}
      </tbody>
      {((first > 0 && rows.length > 0) || footer?.length) && (
        <tfoot>
          {first > 0 && rows.length > 0 && (
            <tr>
              <td colSpan={first} className="c">
                合计
              </td>
              {columns.slice(first).map((c) => (
                <td key={c.title} className={c.align === 'r' ? 'r' : undefined}>
                  {c.total}
                </td>
              ))}
            </tr>
          )}
          {footer?.map((f, i) => (
            <tr key={i}>
              <td colSpan={columns.length}>{f}</td>
            </tr>
          ))}
        </tfoot>
      )}
    </table>
  )
}
