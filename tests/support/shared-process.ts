// Unit and API files share one process per worker (isolate: false: the modules are imported
// once per worker, not once per file). This runs before each file: whatever a file sets in
// process.env or spies on is put back when it ends, so the next file starts as if alone.
import { afterAll, vi } from 'vitest'

const env = { ...process.env }

afterAll(() => {
  vi.restoreAllMocks()
  for (const k of Object.keys(process.env)) if (!(k in env)) delete process.env[k]
  Object.assign(process.env, env)
})
