// trunk-list-import: the import of carriers' trunk manifests as a page — what the file must
// hold, the generic import dialog (template, preview with errors by row, all or nothing), and
// the way to the import history and the lists.
import { Button, Card, Space, Typography } from 'antd'
import { useState } from 'react'
import type { ScreenProps } from '../../../engine/registry.ts'
import { ImportDialog } from '../../../engine/list/ImportDialog.tsx'

export function TrunkListImport(_: ScreenProps) {
  const [open, setOpen] = useState(false)
  const [done, setDone] = useState(0)
  return (
    <Card title="导入干线清单" data-screen="trunk-list-import">
      <Space direction="vertical" size="middle">
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          每行是一条清单明细；干线单号相同的行属于同一张干线清单，清单的仓库、送达点、承运商、车辆和发运日期取该单号第一行。
          请先下载模板，按模板填写后上传：系统会先逐行校验，全部无误才能导入，有任何错误则一行都不导入。
        </Typography.Paragraph>
        <Space>
          <Button type="primary" onClick={() => setOpen(true)}>
            选择文件导入
          </Button>
          <Button onClick={() => (window.location.hash = '#/out-stock-mag/trunk-list-history')}>导入记录</Button>
          <Button onClick={() => (window.location.hash = '#/out-stock-mag/trunk-list-mag')}>干线清单</Button>
        </Space>
        {done > 0 && <Typography.Text type="success">本次已导入，可在导入记录中查看。</Typography.Text>}
      </Space>
      {open && (
        <ImportDialog
          endpoint="/v1/DispatchBill/trunk/import"
          title="干线清单"
          onClose={(imported) => {
            setOpen(false)
            if (imported) setDone((n) => n + 1)
          }}
        />
      )}
    </Card>
  )
}
