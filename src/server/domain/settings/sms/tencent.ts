// Tencent Cloud SMS (API 3.0, SendSms 2021-01-11, TC3-HMAC-SHA256). accessKey is the
// SecretId, secretKey the SecretKey; the text travels as the only template parameter.
import { createHash, createHmac } from 'node:crypto'
import { missingKeys, post, registerSmsProvider, type ProviderSettings, type SmsProvider } from './provider.ts'

export const TENCENT_HOST = 'sms.tencentcloudapi.com'
const TITLE = '腾讯云短信'

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex')
const hmac = (key: string | Buffer, s: string) => createHmac('sha256', key).update(s).digest()

export function tencentRequest(s: ProviderSettings, phone: string, text: string, now = new Date()) {
  const body = JSON.stringify({ PhoneNumberSet: [`+86${phone}`], SignName: s.signName, TemplateParamSet: [text] })
  const timestamp = Math.floor(now.getTime() / 1000)
  const date = now.toISOString().slice(0, 10)
  const contentType = 'application/json; charset=utf-8'
  const canonical = `POST\n/\n\ncontent-type:${contentType}\nhost:${TENCENT_HOST}\n\ncontent-type;host\n${sha256(body)}`
  const scope = `${date}/sms/tc3_request`
  const toSign = `TC3-HMAC-SHA256\n${timestamp}\n${scope}\n${sha256(canonical)}`
  const key = hmac(hmac(hmac('TC3' + s.secretKey, date), 'sms'), 'tc3_request')
  const signature = createHmac('sha256', key).update(toSign).digest('hex')
  return {
    url: `https://${TENCENT_HOST}/`,
    headers: {
      Authorization: `TC3-HMAC-SHA256 Credential=${s.accessKey}/${scope}, SignedHeaders=content-type;host, Signature=${signature}`,
      'Content-Type': contentType,
      Host: TENCENT_HOST,
      'X-TC-Action': 'SendSms',
      'X-TC-Timestamp': String(timestamp),
      'X-TC-Version': '2021-01-11',
      'X-TC-Region': 'ap-guangzhou',
    },
    body,
  }
}

interface TencentAnswer {
  Response?: { Error?: { Message?: string }; SendStatusSet?: { Code?: string; Message?: string }[] }
}

export function tencentProvider(s: ProviderSettings): SmsProvider {
  return {
    async send(phone, text) {
      const missing = missingKeys(TITLE, s)
      if (missing) return missing
      const res = await post(TITLE, tencentRequest(s, phone, text))
      if ('ok' in res) return res
      let answer: TencentAnswer = {}
      try {
        answer = JSON.parse(res.body)
      } catch {
        // not JSON: reported below with the HTTP status
      }
      const status = answer.Response?.SendStatusSet?.[0]
      if (res.status === 200 && status?.Code === 'Ok') return { ok: true }
      const why = answer.Response?.Error?.Message ?? status?.Message ?? `HTTP ${res.status}`
      return { ok: false, error: `${TITLE}发送失败：${why}` }
    },
  }
}

registerSmsProvider('tencent', tencentProvider)
