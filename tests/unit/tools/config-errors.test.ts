// A tool run on a config with a mistake (the guide's step order, say: a workflow naming a call not
// yet written) answers with check-config's lines and exit code 1, not a stack trace.
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const repo = process.cwd()
let root: string

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'wms-tool-'))
  for (const f of ['screens.yaml', 'endpoints.yaml', 'schemas']) cpSync(join(repo, f), join(root, f), { recursive: true })
  symlinkSync(join(repo, 'node_modules'), join(root, 'node_modules'))
  const workflow = 'entity: storage\nstates:\n  0: { label: 草稿 }\ntransitions:\n  go: { title: 提交, from: [0], to: 0, endpoint: /v1/nowhere }\n'
  writeFileSync(join(root, 'schemas/workflows/broken.yaml'), workflow)
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

// One tool is enough: migrations and openapi load the config through the same tools/lib/project-config.ts.
describe('a tool on a config with a mistake', () => {
  it('npm run migrations prints the located message and exits 1', { timeout: 60_000 }, () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', join(repo, 'tools/migrations.ts'), 'check'], { cwd: root, encoding: 'utf8' })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('schemas/workflows/broken.yaml:5:')
    expect(run.stderr).toContain('接口 "/v1/nowhere" 不存在')
    expect(run.stderr).not.toMatch(/^\s+at /m)
  })
})
