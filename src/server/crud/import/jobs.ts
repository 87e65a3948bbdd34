// Long imports run as jobs the client polls for progress (parse → check → write). Jobs live in
// this process for half an hour; only the user who started one may read it.
import { randomUUID } from 'node:crypto'
import { BizError } from '../../kernel/errors.ts'

export interface ImportJob {
  id: string
  tenantId: number
  userId: number
  endpoint: string
  state: 'running' | 'done' | 'failed'
  phase: string
  done: number
  total: number
  result?: unknown
  error?: string
  /** A checked preview keeps its documents until they are committed. */
  documents?: unknown
  startedAt: number
}

const jobs = new Map<string, ImportJob>()
const KEEP_MS = 30 * 60_000

function sweep(now: number) {
  for (const [id, j] of jobs) if (now - j.startedAt > KEEP_MS) jobs.delete(id)
}

export function startJob(owner: { tenantId: number; userId: number; endpoint: string }, work: (job: ImportJob) => Promise<unknown>): ImportJob {
  sweep(Date.now())
  const job: ImportJob = { id: randomUUID(), ...owner, state: 'running', phase: '读取文件', done: 0, total: 0, startedAt: Date.now() }
  jobs.set(job.id, job)
  work(job).then(
    (result) => Object.assign(job, { state: 'done', phase: '完成', result }),
    (e: unknown) => {
      if (!(e instanceof BizError)) console.error('[import] job failed:', e)
      Object.assign(job, { state: 'failed', error: e instanceof BizError ? e.message : '导入失败，请稍后再试' })
    },
  )
  return job
}

export function jobOf(id: string, owner: { tenantId: number; userId: number }): ImportJob {
  const job = jobs.get(id)
  if (!job || job.tenantId !== owner.tenantId || job.userId !== owner.userId) throw new BizError('导入任务不存在或已过期，请重新上传文件')
  return job
}

/** What the client sees of a job (never the parsed documents). */
export function jobView(j: ImportJob) {
  return { jobId: j.id, state: j.state, phase: j.phase, done: j.done, total: j.total, result: j.result, error: j.error }
}
