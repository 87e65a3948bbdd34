import { useCallback, useEffect, useState } from 'react'
import type { ApiClient } from '../../api/types.ts'
import type { LogEntry } from './RecordView.tsx'

/** Loads a record (and its log when the screen has a logs endpoint). */
export function useRecord(api: ApiClient, endpoints: Record<string, string> | undefined, id: string | number | undefined, idParam = 'id') {
  const [record, setRecord] = useState<Record<string, any> | null>(null)
  const [logs, setLogs] = useState<LogEntry[] | undefined>(undefined)
  const [loading, setLoading] = useState(true)
  // Depend on the paths, not the object: callers may build the endpoints map while rendering.
  const get = endpoints?.get || endpoints?.detail
  const logsPath = endpoints?.logs
  const load = useCallback(async () => {
    if (!get || id === undefined) return setLoading(false)
    setLoading(true)
    try {
      const [r, l] = await Promise.all([
        api.request<Record<string, any>>(get, { [idParam]: Number(id) }),
        logsPath ? api.request<LogEntry[]>(logsPath, { id: Number(id) }).catch(() => []) : Promise.resolve(undefined),
      ])
      setRecord(r)
      setLogs(l)
    } catch {
      setRecord(null)
    } finally {
      setLoading(false)
    }
  }, [api, get, logsPath, id, idParam])
  useEffect(() => {
    void load()
  }, [load])
  return { record, logs, loading, reload: load }
}
