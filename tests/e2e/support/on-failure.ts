// Every browser test that fails prints what was on the page at that moment, so a failure seen
// only in CI can be understood from its log.
import { beforeEach } from 'vitest'
import { describeFailure } from './app-page.ts'

beforeEach(({ task, onTestFailed }) => {
  onTestFailed(async () => {
    const description = await describeFailure(task.name)
    if (description) console.error(`\n[e2e failure] ${task.name}\n${description}\n`)
  })
})
