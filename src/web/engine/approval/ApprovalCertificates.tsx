// 审批凭证 in the approval drawer: the attachments (scans, photos, PDF) of the approval's
// document, for screens whose endpoints name `certificates` (a call answering {list: [{fileName,
// path, remark, createdByName}]} for {id: the approval}). Nothing is shown when there are none.
import { List, Typography } from 'antd'
import { useEffect, useState } from 'react'
import { useSession } from '../../session/SessionProvider.tsx'
import { FileValue } from '../widgets/FileValue.tsx'

interface Certificate {
  id: number
  fileName?: string | null
  path: string
  remark?: string | null
  createdByName?: string | null
}

export function ApprovalCertificates({ endpoint, id }: { endpoint: string; id: number }) {
  const { api } = useSession()
  const [list, setList] = useState<Certificate[]>([])
  useEffect(() => {
    api.request<{ list: Certificate[] }>(endpoint, { id }, { ignoreError: true }).then(
      (r) => setList(r?.list ?? []),
      () => setList([]),
    )
  }, [api, endpoint, id])
  if (!list.length) return null
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        审批凭证
      </Typography.Title>
      <List
        size="small"
        bordered
        dataSource={list}
        renderItem={(c) => (
          <List.Item extra={<FileValue value={c.path} image={!/\.pdf$/i.test(c.path)} />}>
            <List.Item.Meta
              title={c.fileName || '凭证'}
              description={[c.remark, c.createdByName && `上传人：${c.createdByName}`].filter(Boolean).join(' · ') || undefined}
            />
          </List.Item>
        )}
      />
    </>
  )
}
