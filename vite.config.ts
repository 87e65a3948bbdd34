import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { precompress } from './tools/vite/precompress.ts'
import { buildStamp } from './tools/vite/build-stamp.ts'

// The web app lives in src/web and is served by the server under /wms/. In `npm run dev`
// Vite proxies /api to a server started with `npm start` (PORT 8080 unless WMS_API says).
// Chunks follow the lazy imports (workspace, screens, forms, imports): each page loads what it
// uses and nothing more (budgets: tools/bench/web.ts). Only React, which every page needs and
// which changes least, has a chunk of its own so it stays cached across releases. Larger
// library groups (antd, AG Grid) made the login page download the whole of them.
const vendor: [string, RegExp, number][] = [['vendor-react', /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/, 50]]

const repo = fileURLToPath(new URL('.', import.meta.url))
// What the bundle depends on without importing it: npm start rebuilds when one of these changes.
const buildInputs = ['vite.config.ts', 'package-lock.json', 'src/web/index.html', ...readdirSync(repo + 'tools/vite').map((f) => `tools/vite/${f}`)]

export default defineConfig({
  root: 'src/web',
  base: '/wms/',
  publicDir: false,
  plugins: [react(), precompress(), buildStamp(repo, buildInputs)],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: vendor.map(([name, test, priority]) => ({ name, test, priority })),
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': process.env.WMS_API || 'http://localhost:8080' },
  },
})
