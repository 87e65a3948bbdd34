// Strict JSON syntax (RFC 8259) for the .json config files. The YAML parser that gives them
// positions also accepts what JSON refuses (trailing commas, # comments, unquoted keys), and an
// editor or another tool would then read the file differently. This scanner only checks: it
// answers the first error with its offset, in Chinese.

export interface JsonSyntaxError {
  offset: number
  message: string
}

class Stop {
  constructor(readonly error: JsonSyntaxError) {}
}

export function jsonSyntaxError(text: string): JsonSyntaxError | undefined {
  const s = new Scanner(text)
  try {
    s.skipSpace()
    s.value()
    s.skipSpace()
    if (s.i < text.length) s.fail('JSON 结束后还有多余的内容')
    return undefined
  } catch (e) {
    if (e instanceof Stop) return e.error
    throw e
  }
}

const SPACE = new Set([' ', '\t', '\n', '\r'])
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't'])

class Scanner {
  i = 0
  constructor(private readonly text: string) {}

  fail(message: string, at = this.i): never {
    throw new Stop({ offset: Math.min(at, this.text.length), message })
  }

  skipSpace(): void {
    while (this.i < this.text.length) {
      const c = this.text[this.i]
      if (SPACE.has(c)) this.i++
      else if (c === '/' || c === '#') this.fail('JSON 不允许注释')
      else return
    }
  }

  value(): void {
    const c = this.text[this.i]
    if (c === '{') return this.object()
    if (c === '[') return this.array()
    if (c === '"') return this.string()
    if (c === '-' || (c >= '0' && c <= '9')) return this.number()
    for (const word of ['true', 'false', 'null']) {
      if (this.text.startsWith(word, this.i)) {
        this.i += word.length
        return
      }
    }
    if (c === undefined) this.fail('JSON 不完整：缺少值')
    if (c === ',') this.fail('多余的逗号')
    if (c === "'") this.fail('字符串应使用双引号')
    this.fail(`意外的字符 "${c}"`)
  }

  private object(): void {
    this.i++
    this.skipSpace()
    if (this.text[this.i] === '}') {
      this.i++
      return
    }
    for (;;) {
      const c = this.text[this.i]
      if (c === ',') this.fail('多余的逗号')
      if (c !== '"') this.fail(c === undefined ? 'JSON 不完整：缺少 }' : '键应为双引号字符串')
      this.string()
      this.skipSpace()
      if (this.text[this.i] !== ':') this.fail('键后应为冒号')
      this.i++
      this.skipSpace()
      this.value()
      if (this.separator('}')) return
    }
  }

  private array(): void {
    this.i++
    this.skipSpace()
    if (this.text[this.i] === ']') {
      this.i++
      return
    }
    for (;;) {
      this.value()
      if (this.separator(']')) return
    }
  }

  /** After a member: the closing bracket (true: done) or a comma before the next member. */
  private separator(close: '}' | ']'): boolean {
    this.skipSpace()
    const c = this.text[this.i]
    if (c === close) {
      this.i++
      return true
    }
    if (c === undefined) this.fail(`JSON 不完整：缺少 ${close}`)
    if (c !== ',') this.fail(`缺少逗号或 ${close}`)
    const comma = this.i
    this.i++
    this.skipSpace()
    if (this.text[this.i] === '}' || this.text[this.i] === ']') this.fail('多余的逗号（JSON 不允许末尾逗号）', comma)
    return false
  }

  private string(): void {
    const start = this.i
    this.i++
    while (this.i < this.text.length) {
      const c = this.text[this.i]
      if (c === '"') {
        this.i++
        return
      }
      if (c < ' ') this.fail('字符串中不能有换行或控制字符')
      if (c === '\\') {
        const e = this.text[this.i + 1]
        if (e === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(this.text.slice(this.i + 2, this.i + 6))) this.fail('无效的 \\u 转义')
          this.i += 6
          continue
        }
        if (!ESCAPES.has(e)) this.fail(`无效的转义 "\\${e ?? ''}"`)
        this.i += 2
        continue
      }
      this.i++
    }
    this.fail('字符串没有结束的双引号', start)
  }

  private number(): void {
    NUMBER.lastIndex = this.i
    const m = NUMBER.exec(this.text)
    if (!m) this.fail('无效的数字')
    this.i += m[0].length
  }
}
