import { Button, Empty, Space, Spin, Typography } from 'antd'
import { PrinterOutlined } from '@ant-design/icons'
import type { ReactNode } from 'react'

interface Props {
  title: string
  /** How many pages or labels will print; the print button waits for one. */
  count: number
  /** Said beside the button; default 共 {count} 张. */
  countText?: ReactNode
  /** Still fetching what to print. */
  loading: boolean
  /** Said when there is nothing to print. */
  emptyText: string
  /** Page-specific controls (paper, copies, a date range) before the count. */
  children?: ReactNode
}

/** The top of every print page, shown on screen and hidden in print: title, controls, the print button; loading and empty states. */
export function PrintControls({ title, count, countText, loading, emptyText, children }: Props) {
  return (
    <div className="cy-print-controls">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      <Space wrap>
        {children}
        <Typography.Text type="secondary">{countText ?? `共 ${count} 张`}</Typography.Text>
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()} disabled={loading || !count}>
          打印
        </Button>
      </Space>
      {loading && (
        <Spin style={{ display: 'block', marginTop: 24 }} description="加载中…">
          <div />
        </Spin>
      )}
      {!loading && !count && <Empty style={{ marginTop: 24 }} image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />}
    </div>
  )
}
