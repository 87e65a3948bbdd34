// Options of a select fed by an endpoint (screens.yaml `source`), reloaded when a field it
// depends on changes (warehouse → area → location). Answers of op options ([{value, label}])
// and of op list ({list}) both work; a short cache spares identical calls from many cells.
import { useEffect, useState } from 'react'
import type { OptionSource } from '../../../config/types.ts'
import type { ApiClient } from '../../api/types.ts'

export interface Option {
  value: string | number
  label: string
  raw?: Record<string, unknown>
  /** An endpoint answering a tree (categories) gives nested options: the select becomes a tree select. */
  children?: Option[]
}

const cache = new Map<string, { at: number; options: Promise<Option[]> }>()
const TTL_MS = 30_000

export function clearOptionCache() {
  cache.clear()
}

export function sourcePayload(source: OptionSource, values: Record<string, unknown>): Record<string, unknown> | null {
  const payload: Record<string, unknown> = { ...(source.params ?? {}) }
  const deps = source.dependsOn ? ([] as string[]).concat(source.dependsOn) : []
  for (const d of deps) {
    const v = values[d]
    if (v === undefined || v === null || v === '') return null // nothing to choose from yet
    payload[deps.length === 1 && source.param ? source.param : d] = v
  }
  return payload
}

export function loadOptions(api: ApiClient, source: OptionSource, payload: Record<string, unknown>): Promise<Option[]> {
  const key = source.endpoint + JSON.stringify(payload)
  const hit = cache.get(key)
  if (hit && Date.now() - hit.at < TTL_MS) return hit.options
  const labelKey = source.label ?? 'label'
  const valueKey = source.value ?? 'value'
  const toOption = (r: Record<string, unknown>): Option => ({
    value: (r[valueKey] ?? r.value ?? r.id) as string | number,
    label: String(r[labelKey] ?? r.label ?? r.name ?? r.id),
    raw: r,
    ...(Array.isArray(r.children) && r.children.length ? { children: (r.children as Record<string, unknown>[]).map(toOption) } : {}),
  })
  const options = api.request<unknown>(source.endpoint, payload, { ignoreError: false }).then((data) => {
    const rows = (Array.isArray(data) ? data : ((data as { list?: unknown[] })?.list ?? [])) as Record<string, unknown>[]
    return rows.map(toOption)
  })
  options.catch(() => cache.delete(key))
  cache.set(key, { at: Date.now(), options })
  return options
}

export function useOptions(api: ApiClient, source: OptionSource | undefined, values: Record<string, unknown>) {
  const payload = source ? sourcePayload(source, values) : null
  const key = source ? source.endpoint + JSON.stringify(payload) : ''
  const [state, setState] = useState<{ key: string; options: Option[]; loading: boolean }>({ key: '', options: [], loading: false })
  useEffect(() => {
    if (!source || !payload) {
      setState({ key, options: [], loading: false })
      return
    }
    let live = true
    setState((s) => ({ ...s, key, loading: true }))
    loadOptions(api, source, payload)
      .then((options) => live && setState({ key, options, loading: false }))
      .catch(() => live && setState({ key, options: [], loading: false }))
    return () => {
      live = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, key])
  return { options: state.options, loading: state.loading, waiting: !!source && !payload }
}
