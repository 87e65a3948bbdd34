import { describe, expect, it } from 'vitest'
import { loadProjectConfig, readConfigSources } from '../../../src/server/config/project-config.ts'
import { CLEAN_ROOT } from './helpers.ts'

describe('project config from disk', () => {
  it('reads the files of the layout with repo-relative paths', () => {
    const paths = readConfigSources(CLEAN_ROOT).map((s) => s.path)
    expect(paths).toEqual([
      'screens.yaml',
      'endpoints.yaml',
      'schemas/entities/provider.json',
      'schemas/entities/purchase.json',
      'schemas/entities/purchaseLine.json',
      'schemas/entities/purchaseSettle.json',
      'schemas/entities/storage.json',
      'schemas/workflows/purchase.yaml',
      'schemas/variants/customer.yaml',
      'schemas/variants/prison.yaml',
    ])
  })

  it('loads the chosen variant', () => {
    expect(loadProjectConfig({ root: CLEAN_ROOT, variant: 'customer' }).settings.customerName).toBe('customer')
    expect(loadProjectConfig({ root: CLEAN_ROOT, variant: 'prison' }).variant).toBe('prison')
  })

  it('throws one error listing every problem', () => {
    expect(() => loadProjectConfig({ root: CLEAN_ROOT, variant: 'shop' })).toThrow(/schemas\/variants\/shop\.yaml:1:1 未知的变体 "shop"/)
  })
})
