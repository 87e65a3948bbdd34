// An uploaded file shown in grids and details: images as small previews, other files
// (PDF) as links. Only same-site paths and http(s) addresses become links.
import { Image, Space } from 'antd'

const SAFE_URL = /^(\/(?!\/)|https?:\/\/)/i

export function fileUrls(value: unknown): string[] {
  if (typeof value !== 'string') return []
  return value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => SAFE_URL.test(s))
}

export function FileValue({ value, image, size = 28 }: { value: unknown; image?: boolean; size?: number }) {
  const urls = fileUrls(value)
  if (!urls.length) return null
  if (image)
    return (
      <Image.PreviewGroup>
        <Space size={4}>
          {urls.map((u) => (
            <Image key={u} src={u} width={size} height={size} style={{ objectFit: 'cover' }} alt="图片" />
          ))}
        </Space>
      </Image.PreviewGroup>
    )
  return (
    <Space size={8}>
      {urls.map((u, i) => (
        <a key={u} href={u} target="_blank" rel="noreferrer">
          {urls.length > 1 ? `附件${i + 1}` : '查看附件'}
        </a>
      ))}
    </Space>
  )
}
