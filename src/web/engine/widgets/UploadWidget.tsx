// The registry's `upload` widget, for a field holding an uploaded file's path. An image field
// (x-format image) goes through the api client's uploadImage (compressed, with a thumbnail)
// and shows a preview; any other field sends the file as base64 to /v1/upload/64 (images
// and PDF) and shows a link. The 5 MB limit is checked here too, to spare a useless upload.
import { Button, Space, Upload } from 'antd'
import { UploadOutlined } from '@ant-design/icons'
import { useState } from 'react'
import { useSession } from '../../session/SessionProvider.tsx'
import { useNotify } from '../providers/EngineProvider.tsx'
import { FileValue } from './FileValue.tsx'
import type { WidgetProps } from './widget-props.ts'

const MAX_BYTES = 5 * 1024 * 1024
const BASE64_PATH = '/v1/upload/64'

function dataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(new Error('文件读取失败'))
    reader.readAsDataURL(file)
  })
}

export function UploadWidget(props: WidgetProps) {
  const { api } = useSession()
  const notify = useNotify()
  const [busy, setBusy] = useState(false)
  const image = props.field['x-format'] === 'image'
  const locked = props.disabled

  const send = async (file: File) => {
    if (file.size > MAX_BYTES) return void notify.error('文件不能超过 5 MB')
    setBusy(true)
    try {
      const path = image
        ? (await api.uploadImage(file, props.name)).path
        : (await api.request<{ path: string }>(BASE64_PATH, { file: await dataUrl(file), fileName: file.name, key: props.name })).path
      props.onChange?.(path)
    } catch {
      // The client has shown why.
    } finally {
      setBusy(false)
    }
  }

  return (
    <Space wrap>
      <FileValue value={props.value} image={image} size={64} />
      {!locked && (
        <Upload
          accept={image ? 'image/jpeg,image/png,image/gif,image/webp' : 'image/jpeg,image/png,image/gif,image/webp,application/pdf'}
          showUploadList={false}
          beforeUpload={(file) => {
            void send(file)
            return false // the widget uploads itself; antd must not post anywhere
          }}
        >
          <Button id={props.id} icon={<UploadOutlined />} loading={busy}>
            {props.value ? '重新上传' : image ? '上传图片' : '上传文件'}
          </Button>
        </Upload>
      )}
      {!locked && !!props.value && (
        <Button type="link" danger onClick={() => props.onChange?.(undefined)}>
          移除
        </Button>
      )}
    </Space>
  )
}
