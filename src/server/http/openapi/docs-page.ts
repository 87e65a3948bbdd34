// GET /api/docs: a self-contained reference page. No CDN (many sites have no internet): plain
// HTML, a little CSS and a small script that reads ./openapi.json and lists the calls by group,
// each opened on demand to show its request fields and its answer.

const STYLE = `
body { font: 14px/1.5 -apple-system, "Segoe UI", "PingFang SC", "Microsoft YaHei", "WenQuanYi Micro Hei", sans-serif; margin: 0; color: #1f1f1f; background: #f5f5f5 }
header { background: #fff; padding: 16px 24px; border-bottom: 1px solid #e5e5e5; position: sticky; top: 0; z-index: 1 }
h1 { font-size: 20px; margin: 0 0 4px } h2 { font-size: 16px; margin: 24px 0 8px } h3 { font-size: 14px; margin: 12px 0 4px }
main { padding: 0 24px 48px; max-width: 1200px }
input[type=search] { width: 360px; max-width: 100%; padding: 4px 8px; font: inherit; border: 1px solid #d9d9d9; border-radius: 4px }
details { background: #fff; border: 1px solid #e5e5e5; border-radius: 4px; margin: 4px 0 }
details > summary { cursor: pointer; padding: 6px 10px; list-style: none; display: flex; gap: 8px; align-items: baseline; flex-wrap: wrap }
details[open] > summary { border-bottom: 1px solid #eee }
details > div { padding: 8px 12px }
code, .path { font-family: ui-monospace, Consolas, monospace }
.path { font-weight: 600 } .muted { color: #8c8c8c }
.tag { font-size: 12px; border-radius: 3px; padding: 0 6px; border: 1px solid #d9d9d9; background: #fafafa }
.get { color: #389e0d; border-color: #b7eb8f } .post { color: #0958d9; border-color: #91caff }
.public { color: #d46b08; border-color: #ffd591 } .platform { color: #c41d7f; border-color: #ffadd2 } .planned { color: #8c8c8c; text-decoration: line-through }
table { border-collapse: collapse; width: 100%; margin: 4px 0 } th, td { text-align: left; border-bottom: 1px solid #f0f0f0; padding: 3px 6px; vertical-align: top }
th { background: #fafafa; font-weight: 500 }
`

const SCRIPT = `
const AUTH = { public: '公开', token: '需登录', platform: '平台管理员' }
const el = (tag, attrs, ...kids) => {
  const e = document.createElement(tag)
  for (const [k, v] of Object.entries(attrs || {})) if (v !== undefined) e.setAttribute(k, v)
  for (const kid of kids) if (kid !== undefined && kid !== null) e.append(kid)
  return e
}
let doc
const resolve = (s) => (s && s.$ref ? doc.components.schemas[s.$ref.split('/').pop()] || {} : s || {})
const typeText = (s) => {
  s = resolve(s)
  if (s.anyOf) return s.anyOf.map(typeText).join(' 或 ')
  if (s.allOf) return s.allOf.map(typeText).join(' + ')
  if (s.const !== undefined) return JSON.stringify(s.const)
  const t = [].concat(s.type || 'any').filter((x) => x !== 'null').join('|')
  if (t !== 'array') return t + (s.format ? ' (' + s.format + ')' : '')
  const item = resolve(s.items)
  return (item.title && item.properties ? item.title : typeText(s.items)) + '[]'
}
const notes = (s) => {
  s = resolve(s)
  const out = []
  if (s.enum) {
    const names = s['x-enumNames'] || []
    out.push('取值：' + s.enum.filter((v) => v !== null).map((v, i) => (names[i] ? v + ' ' + names[i] : JSON.stringify(v))).join('，'))
  }
  if (s.maxLength !== undefined) out.push('最长 ' + s.maxLength)
  if (s.minimum !== undefined) out.push('≥ ' + s.minimum)
  if (s.maximum !== undefined) out.push('≤ ' + s.maximum)
  if (s.pattern) out.push('格式 ' + s.pattern)
  if (s.description) out.push(s.description)
  return out.join('；')
}
const fieldsOf = (s) => {
  s = resolve(s)
  if (s.allOf) return s.allOf.flatMap(fieldsOf)
  const required = new Set(s.required || [])
  return Object.entries(s.properties || {}).map(([name, p]) => ({ name, p, required: required.has(name) }))
}
function table(schema, depth) {
  const fields = fieldsOf(schema)
  if (!fields.length) return el('p', { class: 'muted' }, '无字段')
  const body = el('tbody')
  for (const { name, p, required } of fields) {
    const r = resolve(p)
    const inner = r.type === 'array' || [].concat(r.type).includes('array') ? resolve(r.items) : r
    const nested = depth < 2 && inner.properties && Object.keys(inner.properties).length ? el('details', {}, el('summary', {}, '字段'), el('div', {}, table(inner, depth + 1))) : null
    body.append(el('tr', {}, el('td', {}, el('code', {}, name)), el('td', {}, typeText(p)), el('td', {}, required ? '是' : ''), el('td', {}, r.title || '', ' ', el('span', { class: 'muted' }, notes(p)), nested)))
  }
  return el('table', {}, el('thead', {}, el('tr', {}, el('th', {}, '字段'), el('th', {}, '类型'), el('th', {}, '必填'), el('th', {}, '说明'))), body)
}
function detail(path, method, op) {
  const box = el('div')
  if (op.description) box.append(el('p', {}, op.description))
  if (op['x-permission']) box.append(el('p', {}, '权限：', el('code', {}, op['x-permission'])))
  if (op['x-modules']) box.append(el('p', {}, '模块：' + op['x-modules'].join('、')))
  box.append(el('p', { class: 'muted' }, method.toUpperCase() + ' /api' + path + (op['x-op'] ? '（op: ' + op['x-op'] + '）' : '')))
  if (op.deprecated) return box
  const body = op.requestBody && Object.values(op.requestBody.content)[0]
  box.append(el('h3', {}, '请求' + (op.requestBody ? '（' + Object.keys(op.requestBody.content)[0] + '）' : op.parameters ? '（查询参数）' : '')))
  if (body) box.append(table(body.schema, 0))
  else if (op.parameters) box.append(table({ properties: Object.fromEntries(op.parameters.map((p) => [p.name, p.schema])), required: op.parameters.filter((p) => p.required).map((p) => p.name) }, 0))
  else box.append(el('p', { class: 'muted' }, '无参数'))
  const ok = op.responses['200']
  const envelope = ok.content['application/json'] && ok.content['application/json'].schema
  const data = envelope && envelope.properties && envelope.properties.data
  box.append(el('h3', {}, '答复 data'))
  if (Object.keys(ok.content).some((t) => t.includes('spreadsheet'))) box.append(el('p', {}, '.xlsx 文件'))
  else if (data && (data.$ref || data.properties || data.allOf)) box.append(table(data, 0))
  else if (data && data.type === 'array') box.append(el('p', {}, '数组，每项：'), table(data.items, 0))
  else box.append(el('p', { class: 'muted' }, typeText(data) + (data && data.description ? '：' + data.description : '')))
  return box
}
function operationRow(path, method, op) {
  const d = el('details', { 'data-search': (path + ' ' + op.summary + ' ' + (op['x-permission'] || '')).toLowerCase() })
  d.append(
    el('summary', {},
      el('span', { class: 'tag ' + method }, method.toUpperCase()),
      el('span', { class: 'path' + (op.deprecated ? ' planned' : '') }, path),
      el('span', {}, op.summary),
      op['x-auth'] !== 'token' ? el('span', { class: 'tag ' + op['x-auth'] }, AUTH[op['x-auth']]) : null,
      op['x-permission'] ? el('span', { class: 'tag' }, '权限 ' + op['x-permission']) : null,
      op.deprecated ? el('span', { class: 'tag' }, '规划中') : null,
    ),
  )
  d.addEventListener('toggle', () => { if (d.open && d.children.length === 1) d.append(detail(path, method, op)) })
  return d
}
async function main() {
  const root = document.querySelector('main')
  try {
    doc = await (await fetch('openapi.json')).json()
  } catch (e) {
    root.textContent = '读取 openapi.json 失败：' + e
    return
  }
  document.title = doc.info.title
  document.querySelector('h1').textContent = doc.info.title
  const ops = Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, op })))
  const planned = ops.filter((o) => o.op.deprecated).length
  document.querySelector('#info').textContent = doc.info.description + ' 共 ' + ops.length + ' 个接口，其中规划中 ' + planned + ' 个。'
  const groups = new Map(doc.tags.map((t) => [t.name, []]))
  for (const o of ops) groups.get(o.op.tags[0]).push(o)
  const sections = []
  for (const t of doc.tags) {
    const section = el('section', {}, el('h2', {}, t.description ? t.description + ' · ' : '', el('code', {}, t.name)))
    for (const o of groups.get(t.name)) section.append(operationRow(o.path, o.method, o.op))
    sections.push(section)
    root.append(section)
  }
  const prefixes = doc['x-planned-prefixes'] || []
  if (prefixes.length) {
    const list = el('ul')
    for (const p of prefixes) list.append(el('li', {}, el('code', {}, p.prefix + '/…'), p.note ? ' ' + p.note : ''))
    root.append(el('section', {}, el('h2', {}, '规划中的接口族（目录只列出前缀）'), list))
  }
  document.querySelector('input').addEventListener('input', (e) => {
    const q = e.target.value.trim().toLowerCase()
    for (const s of sections) {
      let shown = 0
      for (const d of s.querySelectorAll(':scope > details')) {
        const hit = !q || d.dataset.search.includes(q)
        d.hidden = !hit
        if (hit) shown++
      }
      s.hidden = shown === 0
    }
  })
}
main()
`

export const DOCS_PAGE = `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>接口文档</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>接口文档</h1>
<p id="info" class="muted">正在读取 openapi.json…</p>
<input type="search" placeholder="按路径、名称或权限筛选" aria-label="筛选接口">
<a href="openapi.json" style="margin-left: 12px">openapi.json</a>
</header>
<main></main>
<script>${SCRIPT}</script>
</body>
</html>
`
