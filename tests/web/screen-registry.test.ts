// check-config accepts a `component:` when COMPONENT_NAMES lists it; TypeScript refuses a
// registerScreen of a name outside the list. This closes the other side: every listed name is
// registered by the screens module, so a name check-config accepts always draws a screen.
import { describe, expect, it } from 'vitest'
import { customScreens } from '../../src/web/engine/registry.ts'
import { COMPONENT_NAMES } from '../../src/web/engine/registry-names.ts'

describe('hand-written screens', () => {
  it('registers exactly the listed component names', async () => {
    await import('../../src/web/screens/index.ts')
    expect(Object.keys(customScreens).sort()).toEqual([...COMPONENT_NAMES].sort())
  }, 60_000)
})
