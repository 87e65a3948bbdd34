// 人民币大写金额 (the amount in Chinese capital numerals printed on money documents), per the
// rules of the People's Bank of China 《支付结算办法》: 壹拾 for a leading ten, one 零 for any run
// of zeros inside the number, 元…角…分, 整 when there are no 角 and 分. Rounded to the fen.
const DIGITS = '零壹贰叁肆伍陆柒捌玖'
const UNITS = ['', '拾', '佰', '仟']
const SECTIONS = ['', '万', '亿', '万亿']

export function rmbCapital(value: number | string | null | undefined): string {
  const n = Number(value)
  if (value === null || value === undefined || value === '' || !Number.isFinite(n)) return ''
  const cents = Math.round(Math.abs(n) * 100)
  const yuan = Math.floor(cents / 100)
  const jiao = Math.floor(cents / 10) % 10
  const fen = cents % 10
  let text = ''
  if (yuan > 0) {
    const s = String(yuan)
    let zero = false
    for (let i = 0; i < s.length; i++) {
      const d = Number(s[i])
      const pos = s.length - 1 - i
      if (d === 0) zero = true
      else {
        if (zero && text) text += '零'
        zero = false
        text += DIGITS[d] + UNITS[pos % 4]
      }
      // The section name (万, 亿) once its four digits hold anything.
      if (pos % 4 === 0 && pos > 0 && Number(s.slice(Math.max(0, i - 3), i + 1)) > 0) text += SECTIONS[pos / 4]
    }
    text += '元'
  }
  if (!jiao && !fen) return (n < 0 && cents ? '负' : '') + (text || '零元') + '整'
  if (jiao) text += DIGITS[jiao] + '角'
  else if (yuan) text += '零'
  if (fen) text += DIGITS[fen] + '分'
  return (n < 0 ? '负' : '') + text
}
