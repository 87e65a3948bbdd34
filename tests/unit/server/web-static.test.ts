// The built web app as the server sends it: the precompressed copy the client accepts,
// a year of caching for content-hashed files, revalidation (ETag → 304) for index.html.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { afterAll, describe, expect, it } from 'vitest'
import { IMMUTABLE, mountWebApp, REVALIDATE } from '../../../src/server/web-static.ts'
import { pickEncoding } from '../../../src/server/web-encoding.ts'

const dist = mkdtempSync(join(tmpdir(), 'wms-dist-'))
const script = 'console.log("仓云");\n'.repeat(200)
const html = '<!doctype html><title>仓云 WMS</title><script type="module" src="/wms/assets/index-Ab12.js"></script>'
mkdirSync(join(dist, 'assets'))
function withCopies(path: string, text: string) {
  writeFileSync(path, text)
  writeFileSync(path + '.br', brotliCompressSync(text))
  writeFileSync(path + '.gz', gzipSync(text))
}
withCopies(join(dist, 'assets/index-Ab12.js'), script)
withCopies(join(dist, 'index.html'), html)
writeFileSync(join(dist, 'assets/tiny-Cd34.css'), 'a{}')
writeFileSync(join(dist, '.build-stamp.json'), '{"hash":"x","inputs":[]}')
afterAll(() => rmSync(dist, { recursive: true, force: true }))

const app = new Hono()
mountWebApp(app, dist)
const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers })

describe('web app files', () => {
  it('sends the brotli copy to a browser that accepts it, cached for a year', async () => {
    const res = await get('/wms/assets/index-Ab12.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' })
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Encoding')).toBe('br')
    expect(res.headers.get('Content-Type')).toMatch(/^text\/javascript/)
    expect(res.headers.get('Cache-Control')).toBe(IMMUTABLE)
    expect(res.headers.get('Vary')).toBe('Accept-Encoding')
    const body = Buffer.from(await res.arrayBuffer())
    expect(Number(res.headers.get('Content-Length'))).toBe(body.length)
    expect(body.length).toBeLessThan(script.length / 10)
    expect(brotliDecompressSync(body).toString()).toBe(script)
  })

  it('sends gzip when brotli is not accepted, and the file itself when nothing is', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip;q=0.8', 'gzip, *;q=0']) {
      const res = await get('/wms/assets/index-Ab12.js', { 'Accept-Encoding': accept })
      expect(res.headers.get('Content-Encoding'), accept).toBe('gzip')
      expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(script)
    }
    const plain = await get('/wms/assets/index-Ab12.js')
    expect(plain.headers.get('Content-Encoding')).toBeNull()
    expect(plain.headers.get('Vary')).toBe('Accept-Encoding')
    expect(await plain.text()).toBe(script)
  })

  it('sends a small file as it is (no copies were worth making)', async () => {
    const res = await get('/wms/assets/tiny-Cd34.css', { 'Accept-Encoding': 'br, gzip' })
    expect(res.headers.get('Content-Encoding')).toBeNull()
    expect(res.headers.get('Vary')).toBeNull()
    expect(res.headers.get('Cache-Control')).toBe(IMMUTABLE)
    expect(await res.text()).toBe('a{}')
  })

  it('has index.html revalidated on every load: 304 while it is the same', async () => {
    const first = await get('/wms/', { 'Accept-Encoding': 'br' })
    expect(first.status).toBe(200)
    expect(first.headers.get('Cache-Control')).toBe(REVALIDATE)
    expect(brotliDecompressSync(Buffer.from(await first.arrayBuffer())).toString()).toBe(html)
    const etag = first.headers.get('ETag')!
    expect(etag).toMatch(/^".+"$/)
    const again = await get('/wms/', { 'Accept-Encoding': 'br', 'If-None-Match': etag })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    // Another encoding is another representation, with its own tag.
    const gz = await get('/wms/', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag })
    expect(gz.status).toBe(200)
    expect(gz.headers.get('ETag')).not.toBe(etag)
  })

  it('answers index.html for app paths, 404 for a missing hashed file, nothing outside the build', async () => {
    const route = await get('/wms/basic/warehouse-location')
    expect(route.status).toBe(200)
    expect(await route.text()).toBe(html)
    expect((await get('/wms/assets/index-Old9.js')).status).toBe(404)
    expect((await get('/wms/.build-stamp.json')).status).toBe(404)
    expect((await get('/wms/%2e%2e/%2e%2e/package.json')).status).toBe(404)
    expect((await get('/wms/assets/%2e%2e%2f%2e%2e%2fpackage.json')).status).toBe(404)
    expect((await get('/')).headers.get('Location')).toBe('/wms/')
  })
})

describe('pickEncoding', () => {
  it('follows the q-values, then prefers brotli', () => {
    expect(pickEncoding('gzip, deflate, br', ['br', 'gzip'])).toBe('br')
    expect(pickEncoding('br;q=0.5, gzip', ['br', 'gzip'])).toBe('gzip')
    expect(pickEncoding('BR;Q=1', ['br', 'gzip'])).toBe('br')
    expect(pickEncoding('*', ['gzip'])).toBe('gzip')
    expect(pickEncoding('x-gzip', ['br', 'gzip'])).toBe('gzip')
    expect(pickEncoding('identity', ['br', 'gzip'])).toBeNull()
    expect(pickEncoding(undefined, ['br', 'gzip'])).toBeNull()
    expect(pickEncoding('br', [])).toBeNull()
  })
})
