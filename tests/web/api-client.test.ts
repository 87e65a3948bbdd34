// The api client against spec §8. JSON calls go through axios's real XHR adapter and msw
// (handlers on */api/…, relative URLs resolve to http://localhost:3000 in jsdom). Timeouts,
// blob exports and multipart uploads use a test axios adapter instead: msw's XHR interceptor
// in jsdom crashes on blob answers, drops multipart file names and never fires xhr timeouts.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { setupServer } from 'msw/node'
import { http, HttpResponse } from 'msw'
import { AxiosError, AxiosHeaders } from 'axios'
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios'
import { DEFAULT_ERROR, EXPIRED_MESSAGE, TIMEOUT_MS, cleanPayload, createApiClient, fileNameFrom, setErrorReporter } from '../../src/web/api/client.ts'
import type { ApiClientOptions } from '../../src/web/api/client.ts'
import { ApiError } from '../../src/web/api/types.ts'
import type { ImageTools } from '../../src/web/api/image.ts'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
beforeEach(() => {
  // Only what the client times; msw's own promise plumbing keeps running.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
})
afterEach(() => {
  server.resetHandlers()
  vi.useRealTimers()
  vi.restoreAllMocks()
  setErrorReporter(null)
})

function setup(extra: Partial<ApiClientOptions> = {}) {
  let closeModal: () => void = () => {}
  const notifier = {
    error: vi.fn<(text: string) => void>(),
    expiredModal: vi.fn((_title: string, _content: string) => new Promise<void>((resolve) => (closeModal = resolve))),
  }
  const session = { getToken: vi.fn<() => string | null>(() => 'tok-1'), logout: vi.fn(async () => {}) }
  const reporter = { report: vi.fn() }
  const client = createApiClient({ session, notifier, reporter, ...extra })
  return { client, notifier, session, reporter, closeModal: () => closeModal() }
}

const answer = (path: string, body: Record<string, unknown>, status = 200) => server.use(http.post(`*/api${path}`, () => HttpResponse.json(body, { status })))
const rejection = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('resolved')
    },
    (e: unknown) => e as ApiError,
  )

describe('status 1 and the request', () => {
  it('resolves data and sends the token in Authorization', async () => {
    let auth: string | null = null
    server.use(
      http.post(
        '*/api/storage/get',
        ({ request }) => ((auth = request.headers.get('authorization')), HttpResponse.json({ status: 1, data: { id: 7 }, message: '' })),
      ),
    )
    const { client, notifier } = setup()
    await expect(client.request('/storage/get', { id: 7 })).resolves.toEqual({ id: 7 })
    expect(auth).toBe('tok-1')
    expect(notifier.error).not.toHaveBeenCalled()
  })

  it('sends no Authorization without a token', async () => {
    let auth: string | null = 'x'
    server.use(http.post('*/api/login', ({ request }) => ((auth = request.headers.get('authorization')), HttpResponse.json({ status: 1, data: null }))))
    const { client, session } = setup()
    session.getToken.mockReturnValue(null)
    await client.request('/login', {})
    expect(auth).toBeNull()
  })

  it('GET turns the payload into query parameters', async () => {
    let url = ''
    let body = 'x'
    server.use(
      http.get(
        '*/api/login/verifycode/need',
        async ({ request }) => ((url = request.url), (body = await request.text()), HttpResponse.json({ status: 1, data: false })),
      ),
    )
    const { client } = setup()
    await client.request('/login/verifycode/need', { account: 'demo', n: 2 }, { method: 'GET' })
    const q = new URL(url).searchParams
    expect([q.get('account'), q.get('n')]).toEqual(['demo', '2'])
    expect(body).toBe('')
  })

  it('noBlank trims strings and drops null/undefined recursively; without it the payload is sent as is', async () => {
    const bodies: unknown[] = []
    server.use(http.post('*/api/storage/list', async ({ request }) => (bodies.push(await request.json()), HttpResponse.json({ status: 1, data: null }))))
    const { client } = setup()
    const payload = { name: '  一号仓 ', code: null, owner: undefined, f: { a: ' x ', b: null }, ids: [1, null, ' 2 '], n: 0 }
    await client.request('/storage/list', payload, { noBlank: true })
    await client.request('/storage/list', { name: ' a ', code: null })
    expect(bodies[0]).toEqual({ name: '一号仓', f: { a: 'x' }, ids: [1, '2'], n: 0 })
    expect(bodies[1]).toEqual({ name: ' a ', code: null })
  })

  it('noBlank with GET cleans the query too', async () => {
    let url = ''
    server.use(http.get('*/api/log', ({ request }) => ((url = request.url), HttpResponse.json({ status: 1, data: [] }))))
    const { client } = setup()
    await client.request('/log', { q: ' k ', empty: null }, { method: 'GET', noBlank: true })
    expect(new URL(url).search).toBe('?q=k')
  })

  it('cleanPayload leaves files, dates and numbers alone', () => {
    const d = new Date(0)
    const f = new File(['x'], 'a.txt')
    expect(cleanPayload({ d, f, n: 1, z: false })).toEqual({ d, f, n: 1, z: false })
  })
})

describe('other failures', () => {
  it('status 0 shows the server message and rejects with an ApiError carrying the envelope', async () => {
    answer('/storage/add', { status: 0, message: '仓库名称不能为空', data: { errors: [{ field: 'name', message: '不能为空' }] } })
    const { client, notifier, reporter, session } = setup()
    const e = await rejection(client.request('/storage/add', {}))
    expect(e).toBeInstanceOf(ApiError)
    expect([e.message, e.status, e.httpStatus]).toEqual(['仓库名称不能为空', 0, 200])
    expect(e.fieldErrors).toEqual([{ field: 'name', message: '不能为空' }])
    expect(notifier.error).toHaveBeenCalledExactlyOnceWith('仓库名称不能为空')
    expect(reporter.report).not.toHaveBeenCalled()
    expect(session.logout).not.toHaveBeenCalled()
  })

  it('status 0 without a message shows the default text', async () => {
    answer('/x', { status: 0 })
    const { client, notifier } = setup()
    expect((await rejection(client.request('/x'))).message).toBe(DEFAULT_ERROR)
    expect(notifier.error).toHaveBeenCalledWith('网络或服务器异常，请稍后再试！')
  })

  it('shows at most one failure per 1000 ms: the first shows, later ones within the second are dropped', async () => {
    server.use(http.post('*/api/:n', ({ params }) => HttpResponse.json({ status: 0, message: `失败${String(params.n)}` })))
    const { client, notifier } = setup()
    await Promise.all(['/1', '/2', '/3'].map((p) => rejection(client.request(p))))
    expect(notifier.error.mock.calls).toEqual([['失败1']])
    vi.advanceTimersByTime(999)
    await rejection(client.request('/4'))
    expect(notifier.error).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    await rejection(client.request('/5'))
    expect(notifier.error.mock.calls).toEqual([['失败1'], ['失败5']])
  })

  it('ignoreError suppresses the display, not the rejection, and does not use up the second', async () => {
    answer('/message/new', { status: 0, message: '查询失败' })
    answer('/other', { status: 0, message: '其他失败' })
    const { client, notifier } = setup()
    const e = await rejection(client.request('/message/new', {}, { ignoreError: true }))
    expect(e.message).toBe('查询失败')
    expect(notifier.error).not.toHaveBeenCalled()
    await rejection(client.request('/other'))
    expect(notifier.error).toHaveBeenCalledExactlyOnceWith('其他失败')
  })

  it('HTTP 500 with an envelope shows its message, is reported and carries httpStatus', async () => {
    answer('/stock/list', { status: 0, message: '服务器内部错误' }, 500)
    const { client, notifier, reporter } = setup()
    const e = await rejection(client.request('/stock/list', { secret: 'payload' }))
    expect([e.httpStatus, e.status]).toEqual([500, 0])
    expect(notifier.error).toHaveBeenCalledWith('服务器内部错误')
    expect(reporter.report).toHaveBeenCalledExactlyOnceWith({ url: '/stock/list', method: 'POST', httpStatus: 500, message: '服务器内部错误' })
  })

  it('non-2xx without an envelope shows the default text and is reported', async () => {
    server.use(http.post('*/api/gw', () => new HttpResponse('<html>Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } })))
    const { client, notifier, reporter } = setup()
    const e = await rejection(client.request('/gw'))
    expect([e.message, e.status, e.httpStatus]).toEqual([DEFAULT_ERROR, null, 502])
    expect(notifier.error).toHaveBeenCalledWith(DEFAULT_ERROR)
    expect(reporter.report).toHaveBeenCalledWith(expect.objectContaining({ url: '/gw', httpStatus: 502 }))
  })

  it('a network error shows the default text, is reported without an HTTP status, and rejects', async () => {
    server.use(http.post('*/api/down', () => HttpResponse.error()))
    const { client, notifier, reporter } = setup()
    const e = await rejection(client.request('/down'))
    expect([e.message, e.status, e.httpStatus]).toEqual([DEFAULT_ERROR, null, undefined])
    expect(notifier.error).toHaveBeenCalledWith(DEFAULT_ERROR)
    expect(reporter.report).toHaveBeenCalledOnce()
    expect(reporter.report.mock.calls[0][0]).toMatchObject({ url: '/down', method: 'POST' })
    expect(reporter.report.mock.calls[0][0].httpStatus).toBeUndefined()
  })

  it('a timeout after 120000 ms shows the default text and is reported (test adapter honouring config.timeout)', async () => {
    let seen = 0
    const hang: AxiosAdapter = (config) =>
      new Promise((_, reject) => {
        seen = config.timeout ?? 0
        setTimeout(() => reject(new AxiosError(`timeout of ${seen}ms exceeded`, 'ECONNABORTED', config)), seen)
      })
    const { client, notifier, reporter } = setup({ adapter: hang })
    const p = rejection(client.request('/slow'))
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS - 1)
    expect(notifier.error).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    const e = await p
    expect(seen).toBe(120000)
    expect(e.message).toBe(DEFAULT_ERROR)
    expect(notifier.error).toHaveBeenCalledWith(DEFAULT_ERROR)
    expect(reporter.report).toHaveBeenCalledWith({ url: '/slow', method: 'POST', message: 'timeout' })
  })

  it('the default reporter writes one console line without token or payload; setErrorReporter plugs another', async () => {
    answer('/boom', { status: 0, message: '炸了' }, 500)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { client } = setup({ reporter: undefined })
    await rejection(client.request('/boom', { password: 'secret-value' }))
    expect(warn).toHaveBeenCalledOnce()
    const line = String(warn.mock.calls[0][0])
    expect(line).toContain('/boom')
    expect(line).toContain('500')
    expect(line).not.toMatch(/tok-1|secret-value|\n/)
    const plugged = { report: vi.fn() }
    setErrorReporter(plugged)
    await rejection(client.request('/boom'))
    expect(plugged.report).toHaveBeenCalledOnce()
    expect(warn).toHaveBeenCalledOnce()
  })
})

describe("result '-999'", () => {
  it('shows one modal for concurrent expiries, logs out once after it closes, and rejects every call', async () => {
    server.use(http.post('*/api/:n', () => HttpResponse.json({ status: 0, result: '-999', message: '登录已过期，请重新登录' })))
    const { client, notifier, session, closeModal, reporter } = setup()
    const errs = await Promise.all(['/a', '/b', '/c'].map((p) => rejection(client.request(p))))
    expect(errs.map((e) => e.result)).toEqual(['-999', '-999', '-999'])
    expect(notifier.expiredModal).toHaveBeenCalledExactlyOnceWith('提示', '登录已过期，请重新登录')
    expect(notifier.error).not.toHaveBeenCalled()
    expect(session.logout).not.toHaveBeenCalled()
    closeModal()
    await vi.waitFor(() => expect(session.logout).toHaveBeenCalledOnce())
    expect(reporter.report).not.toHaveBeenCalled()
  })

  it('uses the default text without a message, and ignoreError does not suppress it', async () => {
    answer('/message/new', { status: 0, result: '-999' })
    const { client, notifier } = setup()
    const e = await rejection(client.request('/message/new', {}, { ignoreError: true }))
    expect(e.message).toBe(EXPIRED_MESSAGE)
    expect(notifier.expiredModal).toHaveBeenCalledWith('提示', '登录已过期，请重新登录')
  })

  it('goes to single sign-on after logout when configured', async () => {
    answer('/a', { status: 0, result: '-999', message: '过期' })
    const navigate = vi.fn()
    const { client, session, closeModal } = setup({ sso: () => 'https://sso.example/login', navigate })
    await rejection(client.request('/a'))
    closeModal()
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('https://sso.example/login'))
    expect(session.logout).toHaveBeenCalledOnce()
  })

  it('does not navigate when sso is empty, and a later expiry can show the modal again', async () => {
    answer('/a', { status: 0, result: '-999', message: '过期' })
    const navigate = vi.fn()
    const { client, notifier, session, closeModal } = setup({ sso: () => '', navigate })
    await rejection(client.request('/a'))
    closeModal()
    await vi.waitFor(() => expect(session.logout).toHaveBeenCalledOnce())
    expect(navigate).not.toHaveBeenCalled()
    await vi.waitFor(async () => {
      await rejection(client.request('/a'))
      expect(notifier.expiredModal).toHaveBeenCalledTimes(2)
    })
  })
})

describe('status 5', () => {
  it('shows the message once and logs out once 2 s later, however many calls answer 5', async () => {
    server.use(http.post('*/api/:n', () => HttpResponse.json({ status: 5, message: '账号已被禁用' })))
    const { client, notifier, session, reporter } = setup()
    const errs = await Promise.all(['/a', '/b'].map((p) => rejection(client.request(p))))
    expect(errs.map((e) => e.status)).toEqual([5, 5])
    expect(notifier.error).toHaveBeenCalledExactlyOnceWith('账号已被禁用')
    await vi.advanceTimersByTimeAsync(1999)
    expect(session.logout).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(session.logout).toHaveBeenCalledOnce()
    await vi.advanceTimersByTimeAsync(5000)
    expect(session.logout).toHaveBeenCalledOnce()
    expect(reporter.report).not.toHaveBeenCalled()
  })

  it('is not reported even on a non-2xx answer, and ignoreError does not hide it', async () => {
    answer('/a', { status: 5, message: '租户已停用' }, 403)
    const { client, notifier, session, reporter } = setup()
    await rejection(client.request('/a', {}, { ignoreError: true }))
    expect(notifier.error).toHaveBeenCalledWith('租户已停用')
    await vi.advanceTimersByTimeAsync(2000)
    expect(session.logout).toHaveBeenCalledOnce()
    expect(reporter.report).not.toHaveBeenCalled()
  })

  it('status 3 on a non-2xx answer is not reported either', async () => {
    answer('/a', { status: 3, message: '处理中' }, 409)
    const { client, reporter } = setup()
    await rejection(client.request('/a'))
    expect(reporter.report).not.toHaveBeenCalled()
  })
})

// ---- blob exports and uploads: a test adapter (see the note at the top) ----

interface Seen {
  config?: InternalAxiosRequestConfig
}
function adapterAnswering(seen: Seen, status: number, data: unknown, headers: Record<string, string>): AxiosAdapter {
  return async (config) => {
    seen.config = config
    return { data, status, statusText: String(status), headers: AxiosHeaders.from(headers), config, request: {} }
  }
}
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

describe('download', () => {
  function captureLinks() {
    const saved: { name: string; href: string }[] = []
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:fake')
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.getAttribute('href') ?? '' })
    })
    return saved
  }

  it('saves a workbook through a link named from filename*=UTF-8 (decoded), posting the list body as a blob request', async () => {
    const saved = captureLinks()
    const seen: Seen = {}
    const blob = new Blob([new Uint8Array([80, 75, 3, 4])], { type: XLSX })
    const disposition = `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent('库存报表 2024.xlsx')}`
    const { client, notifier } = setup({ adapter: adapterAnswering(seen, 200, blob, { 'Content-Type': XLSX, 'Content-Disposition': disposition }) })
    await client.download('/stock/export', { pageIndex: 1, pageSize: 20 }, '库存')
    expect(saved).toEqual([{ name: '库存报表 2024.xlsx', href: 'blob:fake' }])
    expect(URL.createObjectURL).toHaveBeenCalledWith(blob)
    expect(seen.config?.responseType).toBe('blob')
    expect(seen.config?.method).toBe('post')
    expect(JSON.parse(String(seen.config?.data))).toEqual({ pageIndex: 1, pageSize: 20 })
    expect(seen.config?.headers.get('Authorization')).toBe('tok-1')
    expect(notifier.error).not.toHaveBeenCalled()
    expect(document.querySelectorAll('a').length).toBe(0)
  })

  it('uses the fallback name (with .xlsx) when there is no Content-Disposition; ms-excel and octet-stream count as workbooks', async () => {
    const saved = captureLinks()
    for (const type of ['application/vnd.ms-excel', 'application/octet-stream']) {
      const { client } = setup({ adapter: adapterAnswering({}, 200, new Blob(['x'], { type }), { 'content-type': type }) })
      await client.download('/stock/export', {}, '库存明细')
    }
    expect(saved.map((s) => s.name)).toEqual(['库存明细.xlsx', '库存明细.xlsx'])
  })

  it('a JSON answer shows its message and rejects; nothing is saved', async () => {
    const saved = captureLinks()
    const body = new Blob([JSON.stringify({ status: 0, message: '导出数据超过上限' })], { type: 'application/json' })
    const { client, notifier, reporter } = setup({ adapter: adapterAnswering({}, 200, body, { 'content-type': 'application/json' }) })
    const e = await rejection(client.download('/stock/export', {}, '库存'))
    expect(e.message).toBe('导出数据超过上限')
    expect(notifier.error).toHaveBeenCalledExactlyOnceWith('导出数据超过上限')
    expect(saved).toEqual([])
    expect(reporter.report).not.toHaveBeenCalled()
  })

  it("a JSON answer with result '000' shows nothing and resolves", async () => {
    const saved = captureLinks()
    const body = new Blob([JSON.stringify({ result: '000', message: '已加入导出队列' })], { type: 'application/json' })
    const { client, notifier } = setup({ adapter: adapterAnswering({}, 200, body, { 'content-type': 'application/json;charset=utf-8' }) })
    await expect(client.download('/stock/export', {}, '库存')).resolves.toBeUndefined()
    expect(notifier.error).not.toHaveBeenCalled()
    expect(saved).toEqual([])
  })

  it('a JSON -999 answer opens the expiry modal; a 500 without JSON shows the default text and is reported', async () => {
    const expired = new Blob([JSON.stringify({ status: 0, result: '-999', message: '登录已过期，请重新登录' })], { type: 'application/json' })
    const a = setup({ adapter: adapterAnswering({}, 200, expired, { 'content-type': 'application/json' }) })
    await rejection(a.client.download('/x', {}, 'x'))
    expect(a.notifier.expiredModal).toHaveBeenCalledOnce()
    const b = setup({ adapter: adapterAnswering({}, 500, new Blob(['oops'], { type: 'text/plain' }), { 'content-type': 'text/plain' }) })
    const e = await rejection(b.client.download('/x', {}, 'x'))
    expect([e.message, e.httpStatus]).toEqual([DEFAULT_ERROR, 500])
    expect(b.reporter.report).toHaveBeenCalledWith(expect.objectContaining({ url: '/x', httpStatus: 500 }))
  })

  it('fileNameFrom decodes RFC 5987 names, falls back to filename=, then to the fallback', () => {
    expect(fileNameFrom("attachment; filename*=utf-8''%E5%85%A5%E5%BA%93.xlsx", 'f')).toBe('入库.xlsx')
    expect(fileNameFrom('attachment; filename="a.xlsx"', 'f')).toBe('a.xlsx')
    expect(fileNameFrom(undefined, '出库.xlsx')).toBe('出库.xlsx')
    expect(fileNameFrom("attachment; filename*=UTF-8''%E5%zz", 'f')).toBe('f.xlsx')
  })
})

describe('uploadImage', () => {
  function fakeImage(): ImageTools & { calls: unknown[][] } {
    const calls: unknown[][] = []
    return {
      calls,
      compress: async (file, quality) => (calls.push(['compress', quality]), new Blob([`c:${(file as File).name}`], { type: 'image/jpeg' })),
      thumbnail: async (_file, w, h, quality) => (calls.push(['thumbnail', w, h, quality]), new Blob(['t'], { type: 'image/jpeg' })),
    }
  }

  it('compresses at 0.5, thumbnails 320×320 at 0.4, posts multipart file/key/thumbnail and answers path and thumbnail', async () => {
    const image = fakeImage()
    const seen: Seen = {}
    const { client } = setup({
      image,
      adapter: adapterAnswering(seen, 200, { result: '000', path: '/img/a.jpg', thumbnail: '/img/a_t.jpg' }, { 'content-type': 'application/json' }),
    })
    const file = new File(['raw'], 'photo.png', { type: 'image/png' })
    await expect(client.uploadImage(file, 'product')).resolves.toEqual({ path: '/img/a.jpg', thumbnail: '/img/a_t.jpg' })
    expect(image.calls).toEqual([
      ['compress', 0.5],
      ['thumbnail', 320, 320, 0.4],
    ])
    expect(seen.config?.url).toBe('/v1/upload/image')
    const form = seen.config?.data as FormData
    expect(form).toBeInstanceOf(FormData)
    expect(form.get('key')).toBe('product')
    const sent = form.get('file') as File
    expect(sent.name).toBe('photo.jpg')
    expect(await sent.text()).toBe('c:photo.png')
    expect((form.get('thumbnail') as File).name).toBe('thumb_photo.jpg')
    expect(seen.config?.headers.get('Authorization')).toBe('tok-1')
  })

  it('accepts the answer wrapped in an envelope', async () => {
    const { client } = setup({ image: fakeImage(), adapter: adapterAnswering({}, 200, { status: 1, data: { result: '000', path: '/p.jpg' } }, {}) })
    await expect(client.uploadImage(new File(['x'], 'a.jpg'), 'k')).resolves.toEqual({ path: '/p.jpg', thumbnail: '' })
  })

  it("rejects with the message when result is not '000'", async () => {
    const { client, notifier } = setup({ image: fakeImage(), adapter: adapterAnswering({}, 200, { result: '001', message: '图片格式不支持' }, {}) })
    const e = await rejection(client.uploadImage(new File(['x'], 'a.gif'), 'k'))
    expect(e).toBeInstanceOf(ApiError)
    expect([e.message, e.result]).toEqual(['图片格式不支持', '001'])
    expect(notifier.error).toHaveBeenCalledWith('图片格式不支持')
  })
})
