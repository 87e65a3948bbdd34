import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

// Two cores on the reference machine: at most two workers. `npm test` runs the browser tests
// after the rest: sharing the cores with the API suite, a browser step could pass its timeout.
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // Several unit files load and lint the whole project config (about 1 s on a quiet core);
          // on two busy cores that passed vitest's 5 s default.
          testTimeout: 15_000,
          // Modules (and the loaded config) imported once per worker: 22 s → 13 s measured.
          isolate: false,
          setupFiles: ['tests/support/shared-process.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/web/setup.ts'],
          // antd in jsdom is slow; on two busy cores a whole form flow can pass 5 s.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/global-setup.ts'],
          // The server's modules are imported once per worker instead of once per file: 30 % less
          // CPU for the suite (852 s → 602 s measured). Each file still opens its own database
          // from the template; shared-process.ts puts back what a file changes in process.env.
          isolate: false,
          setupFiles: ['tests/support/shared-process.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The fault suite (not in `npm test`; .ci/run runs it): real server processes on its own
        // PostgreSQL cluster, killed, cut off and flooded. One file at a time: they share the cluster.
        test: {
          name: 'faults',
          include: ['tests/faults/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/faults/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          // Each file starts its own server over a copy of the demo database (file-server.ts).
          setupFiles: ['tests/e2e/support/file-server.ts', 'tests/e2e/support/on-failure.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // A poll on the page waits for the server's answer: vitest's 1 s default failed a
          // 收货完成 that took a little longer on a clean CI machine.
          expect: { poll: { timeout: 10_000 } },
          // Two files at a time, each with its server and browser: a file waits on its page
          // much of the time, and the other file's work fills it.
        },
      },
    ],
  },
})
