// 通过 or 驳回 one approval: what it is about, and the opinion (required to reject).
import { Descriptions, Form, Input, Modal } from 'antd'
import { useState } from 'react'
import type { Decision } from './use-approval-controller.ts'

export function DecisionModal({ decision, onSubmit, onCancel }: { decision: Decision; onSubmit(opinion: string): Promise<string | null>; onCancel(): void }) {
  const [opinion, setOpinion] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const reject = decision.kind === 'reject'
  const { row } = decision
  const submit = async () => {
    setBusy(true)
    try {
      setError(await onSubmit(opinion))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Modal
      open
      title={reject ? '驳回审批' : '审批通过'}
      okText={reject ? '驳回' : '通过'}
      cancelText="取消"
      okButtonProps={{ danger: reject, loading: busy }}
      onOk={() => void submit()}
      onCancel={onCancel}
    >
      <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
        <Descriptions.Item label="单号">{String(row.docNo ?? '-')}</Descriptions.Item>
        <Descriptions.Item label="摘要">{String(row.summary ?? '-')}</Descriptions.Item>
        <Descriptions.Item label="当前节点">{String(row.currentNodeName ?? '-')}</Descriptions.Item>
      </Descriptions>
      <Form layout="vertical">
        <Form.Item
          label="审批意见"
          required={reject}
          validateStatus={error ? 'error' : undefined}
          help={error ?? (reject ? '请写明驳回原因，提交人将看到' : '选填')}
        >
          <Input.TextArea
            aria-label="审批意见"
            rows={3}
            maxLength={500}
            showCount
            value={opinion}
            placeholder={reject ? '请填写驳回原因' : '可填写审批意见'}
            onChange={(e) => {
              setOpinion(e.target.value)
              if (error) setError(null)
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  )
}
