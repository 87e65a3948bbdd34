// The product as `npm start` runs it: a child process on DATABASE_URL, killed and restarted by
// the tests as an operator or a crash would.
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'

export interface Server {
  base: string
  proc: ChildProcess
  /** Everything the process printed (its crash, if it crashed). */
  output(): string
  /** Whether the process has ended. */
  exited(): boolean
  kill(signal: NodeJS.Signals): Promise<void>
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number }
      s.close(() => resolve(port))
    })
  })
}

export async function startServer(env: Record<string, string>, port?: number): Promise<Server> {
  port ??= await freePort()
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  let ended = false
  proc.stdout!.on('data', (d) => (out += d))
  proc.stderr!.on('data', (d) => (out += d))
  const gone = new Promise<void>((r) => proc.once('exit', () => ((ended = true), r())))
  await new Promise<void>((resolve, reject) => {
    const check = setInterval(() => {
      if (out.includes('已启动')) done(resolve)
      else if (ended) done(() => reject(new Error(`server did not start:\n${out}`)))
    }, 50)
    const done = (f: () => void) => (clearInterval(check), f())
  })
  return {
    base: `http://127.0.0.1:${port}`,
    proc,
    output: () => out,
    exited: () => ended,
    kill: async (signal) => {
      if (!ended) proc.kill(signal)
      await gone
    },
  }
}

export interface Answer {
  http: number
  body: any
  retryAfter?: string | null
}

/** One API call; a refused connection is an answer too (http 0), so a load loop can count it. */
export async function call(
  base: string,
  path: string,
  payload: unknown = {},
  token?: string,
  rawBody?: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  try {
    const res = await fetch(`${base}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}), ...headers },
      body: rawBody ?? JSON.stringify(payload),
    })
    const text = await res.text()
    let body: any = text
    try {
      body = JSON.parse(text)
    } catch {
      // not JSON: kept as text, which the tests refuse
    }
    return { http: res.status, body, retryAfter: res.headers.get('retry-after') }
  } catch (e) {
    if (process.env.FAULTS_DEBUG) console.log('[call]', path, e)
    return { http: 0, body: null }
  }
}

export async function login(base: string, account: string, password = 'demo123'): Promise<string> {
  const r = await call(base, '/login', { account, password })
  if (r.body?.status !== 1) throw new Error(`login ${account}: ${JSON.stringify(r.body)}`)
  return r.body.data.token
}

export async function ready(base: string): Promise<Answer> {
  try {
    const res = await fetch(`${base}/api/health/ready`)
    return { http: res.status, body: await res.json() }
  } catch {
    return { http: 0, body: null }
  }
}
