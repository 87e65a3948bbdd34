// 导入: download the template, choose a filled-in .xlsx, watch it upload and get checked, read
// every problem by row, and import only a clean file (all rows or none), with progress all
// the way. The server does the work as a job this dialog polls.
import { Alert, App, Button, Modal, Progress, Space, Table, Typography, Upload } from 'antd'
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons'
import { useEffect, useRef, useState } from 'react'
import { useSession } from '../../session/SessionProvider.tsx'

interface RowError {
  row: number
  column: string
  message: string
}
interface PreviewResult {
  rows: number
  documents: number
  lines: number
  errorCount: number
  errors: RowError[]
  headers: string[]
  sample: Record<string, unknown>[]
}
interface JobView {
  jobId: string
  state: 'running' | 'done' | 'failed'
  phase: string
  done: number
  total: number
  result?: unknown
  error?: string
}

type Step =
  | { kind: 'choose' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'job'; job: JobView; committing: boolean }
  | { kind: 'checked'; job: JobView; result: PreviewResult }
  | { kind: 'imported'; imported: number; lines: number }

const POLL_MS = 400

function base64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''))
    reader.onerror = () => reject(reader.error)
    reader.readAsDataURL(file)
  })
}

export function ImportDialog({ endpoint, title, onClose }: { endpoint: string; title: string; onClose(imported: boolean): void }) {
  const { api } = useSession()
  const { message } = App.useApp()
  const [step, setStep] = useState<Step>({ kind: 'choose' })
  const [failure, setFailure] = useState<string | null>(null)
  const live = useRef(true)
  useEffect(() => () => void (live.current = false), [])

  const follow = async (started: JobView, committing: boolean) => {
    let job = started
    while (live.current && job.state === 'running') {
      setStep({ kind: 'job', job, committing })
      await new Promise((r) => setTimeout(r, POLL_MS))
      job = await api.request<JobView>('/v1/import/status', { jobId: job.jobId })
    }
    if (!live.current) return
    if (job.state === 'failed') {
      setFailure(job.error ?? '导入失败')
      setStep({ kind: 'choose' })
    } else if (committing) {
      const r = job.result as { imported: number; lines: number }
      setStep({ kind: 'imported', ...r })
      message.success(`已导入 ${r.imported} 条`)
    } else setStep({ kind: 'checked', job, result: job.result as PreviewResult })
  }

  const choose = async (file: File) => {
    setFailure(null)
    if (!/\.xlsx$/i.test(file.name)) {
      setFailure('请选择 .xlsx 格式的文件（可先下载导入模板）')
      return false
    }
    try {
      setStep({ kind: 'uploading', percent: 0 })
      const started = await api.request<JobView>(
        endpoint,
        { mode: 'preview', file: await base64(file), fileName: file.name },
        { onUploadProgress: (percent) => live.current && setStep({ kind: 'uploading', percent }) },
      )
      await follow(started, false)
    } catch {
      setStep({ kind: 'choose' })
    }
    return false
  }

  const commit = async (jobId: string) => {
    try {
      await follow(await api.request<JobView>(endpoint, { mode: 'commit', jobId }), true)
    } catch {
      setStep({ kind: 'choose' })
    }
  }

  const busy = step.kind === 'uploading' || step.kind === 'job'
  const done = step.kind === 'imported'
  return (
    <Modal
      open
      width={920}
      title={`导入${title}`}
      maskClosable={false}
      closable={!busy}
      onCancel={() => !busy && onClose(done)}
      footer={
        <Space>
          <Button disabled={busy} onClick={() => onClose(done)}>
            {done ? '完成' : '关闭'}
          </Button>
          {step.kind === 'checked' && step.result.errorCount === 0 && (
            <Button type="primary" onClick={() => void commit(step.job.jobId)}>
              确认导入 {step.result.documents} 条
            </Button>
          )}
        </Space>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <Space>
          <Button icon={<DownloadOutlined />} onClick={() => void api.download(`${endpoint}/template`, {}, `${title}导入模板.xlsx`)}>
            下载导入模板
          </Button>
          <Typography.Text type="secondary">先校验全部数据，任何一行有误都不会导入。</Typography.Text>
        </Space>
        {failure && <Alert type="error" showIcon title={failure} />}
        {(step.kind === 'choose' || step.kind === 'checked') && (
          <Upload.Dragger accept=".xlsx" showUploadList={false} beforeUpload={(f) => choose(f)} aria-label="选择导入文件">
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p>{step.kind === 'checked' ? '修改后重新选择文件' : '点击或拖入已填写的 .xlsx 文件'}</p>
          </Upload.Dragger>
        )}
        {step.kind === 'uploading' && <Progress percent={step.percent} status="active" format={(p) => `上传 ${p}%`} />}
        {step.kind === 'job' && (
          <div>
            <Typography.Text>
              {step.job.phase}
              {step.job.total ? `（${step.job.done} / ${step.job.total}）` : '…'}
            </Typography.Text>
            <Progress percent={step.job.total ? Math.floor((step.job.done / step.job.total) * 100) : 0} status="active" />
          </div>
        )}
        {step.kind === 'checked' && step.result.errorCount > 0 && (
          <>
            <Alert type="error" showIcon title={`发现 ${step.result.errorCount} 处错误，未导入任何数据。请修改后重新选择文件。`} />
            <Table<RowError>
              size="small"
              rowKey={(e) => `${e.row}-${e.column}-${e.message}`}
              dataSource={step.result.errors}
              pagination={{ pageSize: 10, showTotal: (t) => `共 ${t} 处` }}
              columns={[
                { title: '行号', dataIndex: 'row', width: 80 },
                { title: '列', dataIndex: 'column', width: 140 },
                { title: '问题', dataIndex: 'message' },
              ]}
            />
          </>
        )}
        {step.kind === 'checked' && step.result.errorCount === 0 && (
          <>
            <Alert
              type="success"
              showIcon
              title={`校验通过：共 ${step.result.rows} 行，${step.result.documents} 条${title}${step.result.lines ? `，明细 ${step.result.lines} 行` : ''}，可以导入。`}
            />
            <Table
              size="small"
              rowKey={(r) => String(r.row)}
              dataSource={step.result.sample}
              pagination={false}
              scroll={{ x: true, y: 240 }}
              columns={[
                { title: '行号', dataIndex: 'row', width: 70 },
                ...step.result.headers.map((h) => ({
                  title: h,
                  dataIndex: h,
                  render: (v: unknown) => (v instanceof Object ? JSON.stringify(v) : String(v ?? '')),
                })),
              ]}
            />
          </>
        )}
        {step.kind === 'imported' && (
          <Alert type="success" showIcon title={`导入完成：${step.imported} 条${title}${step.lines ? `，明细 ${step.lines} 行` : ''}。`} />
        )}
      </Space>
    </Modal>
  )
}
