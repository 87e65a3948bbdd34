// GET /api/openapi.json and /api/docs: public, a valid OpenAPI 3.1 document of every call with
// the payload schema the server validates with, and a page that needs nothing from the internet.
import { accessModel } from '../../src/config/access.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from '../support/api.ts'
import { openApiProblems } from '../support/openapi-31.ts'
import { payloadSchema } from '../../src/server/crud/payload-schemas.ts'
import { openApiDocument } from '../../src/server/http/openapi/document.ts'

let api: TestApi
let doc: any
beforeAll(async () => {
  api = await startApi()
  const r = await api.call('/openapi.json', undefined, { method: 'GET' })
  expect(r.http).toBe(200)
  doc = r.body
})
afterAll(() => api.close())

const op = (path: string) => {
  const item = doc.paths[path]
  expect(item, path).toBeDefined()
  return Object.values<any>(item)[0]
}

describe('the OpenAPI document', () => {
  it('is served without a token and is structurally valid OpenAPI 3.1', () => {
    expect(doc.openapi).toBe('3.1.0')
    expect(openApiProblems(doc)).toEqual([])
  })

  it('would be refused by the structure check if it broke a rule of 3.1', () => {
    const broken = structuredClone(doc)
    const login = Object.values<any>(broken.paths['/login'])[0]
    login.response = login.responses // a misspelt key
    login.responses['200'].content['application/json'].schema = { $ref: '#/components/schemas/Nowhere' }
    delete broken.info.version
    const problems = openApiProblems(broken).join('\n')
    expect(problems).toContain('/info must have required property')
    expect(problems).toContain('must NOT have additional properties')
    expect(problems).toContain('#/components/schemas/Nowhere')
  })

  it('has every callable endpoint, by its method, with the very payload schema the server validates with', () => {
    let bodies = 0
    for (const [path, endpoint] of Object.entries(api.config.endpoints)) {
      if (endpoint.prefix) continue
      const method = (endpoint.method ?? 'POST').toLowerCase()
      const o = doc.paths[path]?.[method]
      expect(o, `${method} ${path}`).toBeDefined()
      if (endpoint.op === 'planned') continue
      const schema = payloadSchema(api.config, endpoint)
      const json = o.requestBody?.content['application/json']?.schema
      if (json) {
        expect(json, path).toEqual(schema)
        bodies++
      } else if (method === 'get' || endpoint.in === 'query') {
        expect(Object.fromEntries((o.parameters ?? []).map((p: any) => [p.name, p.schema])), path).toEqual(schema.properties ?? {})
      } else expect(endpoint.upload, path).toBe('multipart')
    }
    expect(bodies).toBeGreaterThan(500)
  })

  it('says who may call: public, token or platform, and the write permission of the endpoint or its transition', () => {
    const login = op('/login')
    expect(login.security).toEqual([])
    expect(login['x-auth']).toBe('public')
    const [platformPath] = Object.entries(api.config.endpoints).find(([, e]) => e.auth === 'platform' && e.op !== 'planned')!
    expect(op(platformPath)['x-auth']).toBe('platform')
    expect(op('/storage/add')['x-permission']).toBe(api.config.endpoints['/storage/add'].permission)
    const [transitionPath, t] = Object.entries(api.config.endpoints).find(([, e]) => e.op === 'transition' && !e.permission && e.workflow)!
    const permission = api.config.workflows[t.workflow!].transitions[t.transition!].permission
    expect(permission).toBeDefined()
    expect(op(transitionPath)['x-permission']).toBe(permission)
  })

  it('describes a list answer whose rows carry every key a real list answers', async () => {
    const token = await api.login('demo')
    const answer = await api.call('/storage/list', { pageIndex: 1, pageSize: 10 }, { token })
    expect(answer.body.data.list.length).toBeGreaterThan(0)
    const data = op('/storage/list').responses['200'].content['application/json'].schema.properties.data
    expect([...data.required].sort()).toEqual(Object.keys(answer.body.data).sort())
    // Said of a long list's total only (an estimate): documented, not required.
    expect(Object.keys(data.properties).sort()).toEqual([...Object.keys(answer.body.data), 'totalExact'].sort())
    const row = doc.components.schemas[data.properties.list.items.$ref.split('/').pop()]
    for (const key of Object.keys(answer.body.data.list[0])) expect(row.properties, key).toHaveProperty(key)
  })

  it('names the modules of an endpoint as x-modules when the access model answers some', () => {
    const withModules = openApiDocument(api.config, (path) => (path === '/storage/list' ? ['storage'] : path === '/login' ? [] : undefined))
    const modulesOf = (path: string) => Object.values<any>(withModules.paths[path])[0]['x-modules']
    expect(modulesOf('/storage/list')).toEqual(['storage'])
    expect(modulesOf('/login')).toBeUndefined()
    expect(modulesOf('/storage/add')).toBeUndefined()
    // The served document asks the access model (src/config/access.ts): 仓库管理's screen among others.
    const served = op('/storage/list')['x-modules']
    expect(served).toEqual((accessModel(api.config).of('/storage/list') as { modules: string[] }).modules)
    expect(served).toContain('warehouse-mag')
    expect(op('/login')['x-modules']).toBeUndefined()
  })

  it('names its summary after the endpoint title, and gives create {id} and export an .xlsx', () => {
    const titled = Object.entries(api.config.endpoints).find(([, e]) => e.title && e.op === 'custom')!
    expect(op(titled[0]).summary).toBe(titled[1].title)
    expect(op('/storage/add').responses['200'].content['application/json'].schema.properties.data.required).toEqual(['id'])
    const [exportPath] = Object.entries(api.config.endpoints).find(([, e]) => e.op === 'export')!
    expect(Object.keys(op(exportPath).responses['200'].content)).toContain('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
  })

  it('shows a planned call as deprecated, answering 501 with its note', () => {
    const [path, planned] = Object.entries(api.config.endpoints).find(([, e]) => e.op === 'planned' && !e.prefix && e.note)!
    const o = op(path)
    expect(o.deprecated).toBe(true)
    expect(o.responses['501'].description).toContain(planned.note)
  })
})

describe('the reference page', () => {
  it('is public, self-contained HTML that reads openapi.json, with nothing fetched from elsewhere', async () => {
    const r = await api.call('/docs', undefined, { method: 'GET' })
    expect(r.http).toBe(200)
    expect(r.contentType).toContain('text/html')
    const html = new TextDecoder().decode(r.bytes)
    expect(html).toContain('<script>')
    expect(html).toContain("fetch('openapi.json')")
    expect(html).not.toMatch(/(src|href)=["']?(https?:)?\/\//)
    expect(html).not.toMatch(/@import|url\(/)
  })
})
