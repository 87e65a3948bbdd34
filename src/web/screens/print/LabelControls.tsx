import { Alert, Button, InputNumber, Radio, Space, Spin, Typography } from 'antd'
import { PrinterOutlined } from '@ant-design/icons'

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

/** Shown on screen, hidden in print: paper, copies, the print button; loading and empty states. */
export function LabelControls({ title, paper, onPaper, copies, onCopies, count, loading, emptyText }: Props) {
  return (
    <div className="cy-print-controls">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      <Space wrap>
        <Radio.Group value={paper} onChange={(e) => onPaper(e.target.value)} optionType="button" options={[{ value: 'label', label: '标签纸 60×40mm' }, { value: 'a4', label: 'A4 纸（每页 24 个）' }]} />
        {onCopies && (
          <Space>
            <span>每个打印</span>
            <InputNumber min={1} max={500} value={copies} onChange={(v) => onCopies(Number(v) || 1)} aria-label="每个打印份数" />
            <span>份</span>
          </Space>
        )}
        <Typography.Text type="secondary">共 {count} 张</Typography.Text>
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()} disabled={!count}>
          打印
        </Button>
      </Space>
      {loading && <Spin style={{ display: 'block', marginTop: 24 }} tip="加载中…"><div /></Spin>}
      {!loading && !count && <Alert style={{ marginTop: 16 }} type="info" showIcon message={emptyText} />}
    </div>
  )
}
