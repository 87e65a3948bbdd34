// Alibaba Cloud SMS (dysmsapi, RPC style, signature version 1.0 with HMAC-SHA1).
// The text travels as the template parameter `content`; see the report on template codes.
import { createHmac, randomUUID } from 'node:crypto'
import { missingKeys, post, registerSmsProvider, type ProviderSettings, type SmsProvider } from './provider.ts'

export const ALIYUN_URL = 'https://dysmsapi.aliyuncs.com/'
const TITLE = '阿里云短信'

/** RFC 3986 encoding as the signature rules want it. */
const pct = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase())

export function aliyunBody(s: ProviderSettings, phone: string, text: string, now = new Date(), nonce = randomUUID()): string {
  const params: Record<string, string> = {
    AccessKeyId: s.accessKey!,
    Action: 'SendSms',
    Format: 'JSON',
    PhoneNumbers: phone,
    RegionId: 'cn-hangzhou',
    SignName: s.signName!,
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: nonce,
    SignatureVersion: '1.0',
    TemplateParam: JSON.stringify({ content: text }),
    Timestamp: now.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    Version: '2017-05-25',
  }
  const canonical = Object.keys(params)
    .sort()
    .map((k) => `${pct(k)}=${pct(params[k])}`)
    .join('&')
  const signature = createHmac('sha1', s.secretKey! + '&')
    .update(`POST&${pct('/')}&${pct(canonical)}`)
    .digest('base64')
  return `${canonical}&Signature=${pct(signature)}`
}

export function aliyunProvider(s: ProviderSettings): SmsProvider {
  return {
    async send(phone, text) {
      const missing = missingKeys(TITLE, s)
      if (missing) return missing
      const res = await post(TITLE, { url: ALIYUN_URL, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: aliyunBody(s, phone, text) })
      if ('ok' in res) return res
      let answer: { Code?: string; Message?: string } = {}
      try {
        answer = JSON.parse(res.body)
      } catch {
        // not JSON: reported below with the HTTP status
      }
      if (res.status === 200 && answer.Code === 'OK') return { ok: true }
      return { ok: false, error: `${TITLE}发送失败：${answer.Message ?? answer.Code ?? `HTTP ${res.status}`}` }
    },
  }
}

registerSmsProvider('aliyun', aliyunProvider)
