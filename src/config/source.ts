// Parse one config file with the `yaml` package, keeping node positions so any JSON pointer
// into the file can be reported as file:line:col. JSON files go through the same parser
// (JSON is YAML), which also gives them duplicate-key detection, after a strict JSON check:
// YAML would accept a trailing comma or a comment that JSON refuses.

import { LineCounter, isAlias, isMap, isScalar, isSeq, parseDocument } from 'yaml'
import type { Node as YamlNode, YAMLError } from 'yaml'
import type { ConfigError, SourceLoc } from './types.ts'
import { jsonSyntaxError } from './json-syntax.ts'
import { locateIn } from './provenance.ts'
import type { IndexNode } from './provenance.ts'

export interface SourceFile {
  path: string
  /** Plain JS data; undefined when the text could not be parsed. */
  data: unknown
  /** Syntax errors (the first only: the parser's later ones follow from it), duplicate keys, unresolved aliases. */
  errors: ConfigError[]
  /** Location of every node: a map member at its key, a sequence item at the item. */
  index: IndexNode
  /** Location of a pointer into this file (nearest existing ancestor). */
  locate(pointer: string): SourceLoc
}

export function parseSource(path: string, text: string): SourceFile {
  const lines = new LineCounter()
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false })
  const at = (offset: number): SourceLoc => {
    const { line, col } = lines.linePos(offset)
    return { file: path, line, col }
  }
  const kind = path.endsWith('.json') ? 'JSON' : 'YAML'
  const json = kind === 'JSON' ? jsonSyntaxError(text) : undefined
  const errors: ConfigError[] = json ? [{ ...at(json.offset), message: `JSON 语法错误：${json.message}` }] : syntaxErrors(doc.errors, text, at, kind)

  const contents = doc.contents as YamlNode | null
  const rootLoc = contents?.range ? at(contents.range[0]) : { file: path, line: 1, col: 1 }
  const index: IndexNode = { loc: rootLoc, kids: indexKids(contents, at) }

  let data: unknown
  if (errors.length === 0) {
    try {
      data = doc.toJS({ maxAliasCount: 100 })
    } catch (e) {
      // Unresolved or exploding aliases: toJS throws; report it instead of crashing.
      errors.push({ ...rootLoc, message: `${kind} 错误：${(e as Error).message}` })
    }
  }

  return { path, data, errors, index, locate: (pointer) => locateIn(index, pointer) ?? rootLoc }
}

function indexKids(node: YamlNode | null | undefined, at: (offset: number) => SourceLoc): Map<string, IndexNode> | undefined {
  if (isAlias(node) || !node) return undefined
  const kids = new Map<string, IndexNode>()
  if (isMap(node)) {
    for (const pair of node.items) {
      const key = pair.key as YamlNode | null
      if (!key || !key.range) continue
      // toJS turns any scalar key (0, true, null) into its string form; mirror that.
      const name = isScalar(key) ? String(key.value ?? '') : String(key)
      kids.set(name, { loc: at(key.range[0]), kids: indexKids(pair.value as YamlNode, at) })
    }
  } else if (isSeq(node)) {
    node.items.forEach((item, i) => {
      const n = item as YamlNode | null
      if (n?.range) kids.set(String(i), { loc: at(n.range[0]), kids: indexKids(n, at) })
    })
  } else return undefined
  return kids
}

/** One syntax error reports once: after it the parser's errors only restate it, elsewhere.
 *  Duplicate keys are each a mistake of their own, all reported when the syntax is sound. */
function syntaxErrors(found: readonly YAMLError[], text: string, at: (offset: number) => SourceLoc, kind: string): ConfigError[] {
  const syntax = found.find((e) => e.code !== 'DUPLICATE_KEY')
  if (syntax) return [{ ...at(syntax.pos[0]), message: `${kind} 语法错误：${firstLine(syntax.message)}` }]
  return found.map((e) => ({ ...at(e.pos[0]), message: `重复的键 ${keyText(text, e.pos[0])}` }))
}

function firstLine(message: string): string {
  return message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')
}

/** The key text at an offset, for duplicate-key messages: `"name"` or `name`. */
function keyText(text: string, offset: number): string {
  const m = /^("(?:[^"\\]|\\.)*"|'[^']*'|[^:,{}\[\]\n]+)/.exec(text.slice(offset))
  const raw = m ? m[1].trim() : ''
  const bare = raw.replace(/^["']|["']$/g, '')
  return `"${bare}"`
}
