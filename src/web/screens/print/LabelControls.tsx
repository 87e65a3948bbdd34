import { InputNumber, Radio, Space } from 'antd'
import { PrintControls } from './PrintControls.tsx'

export type Paper = 'label' | 'a4'

interface Props {
  title: string
  paper: Paper
  onPaper(p: Paper): void
  copies?: number
  onCopies?(n: number): void
  count: number
  /** Still fetching what to print. */
  loading: boolean
  /** Said when there is nothing to print. */
  emptyText: string
}

/** Label prints' controls: paper and copies beside the print button (PrintControls). */
export function LabelControls({ paper, onPaper, copies, onCopies, ...rest }: Props) {
  return (
    <PrintControls {...rest}>
      <Radio.Group
        value={paper}
        onChange={(e) => onPaper(e.target.value)}
        optionType="button"
        options={[
          { value: 'label', label: '标签纸 60×40mm' },
          { value: 'a4', label: 'A4 纸（每页 24 个）' },
        ]}
      />
      {onCopies && (
        <Space>
          <span>每个打印</span>
          <InputNumber min={1} max={500} value={copies} onChange={(v) => onCopies(Number(v) || 1)} aria-label="每个打印份数" />
          <span>份</span>
        </Space>
      )}
    </PrintControls>
  )
}
