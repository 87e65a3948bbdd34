import { Alert } from 'antd'
import './outbound-print.css'

/** Above the sheets, on screen only: which of the chosen documents this page cannot print, and why. */
export function PrintProblems({ problems }: { problems: string[] }) {
  if (!problems.length) return null
  return (
    <div className="cy-print-controls" data-print-problems>
      <Alert
        type="warning"
        showIcon
        title={`以下 ${problems.length} 项不能打印，已略过：`}
        description={
          <ul className="cy-print-problems">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        }
      />
    </div>
  )
}
