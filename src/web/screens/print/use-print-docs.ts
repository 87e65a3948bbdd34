import { useEffect, useState } from 'react'
import type { ApiClient } from '../../api/types.ts'
import { useSession } from '../../session/SessionProvider.tsx'
import { idList } from './fetch-all.ts'

/**
 * The documents of ?ids=1,2,3 for a print page, each loaded by `load`, in the order given;
 * one that fails (deleted, not allowed) is left out. null while loading.
 */
export function usePrintDocs<T>(ids: string | undefined, load: (api: ApiClient, id: number) => Promise<T>): T[] | null {
  const { api } = useSession()
  const [docs, setDocs] = useState<T[] | null>(null)
  useEffect(() => {
    let live = true
    setDocs(null)
    Promise.all(idList(ids).map((id) => load(api, id).catch(() => null))).then((all) => live && setDocs(all.filter((d): d is Awaited<T> => d !== null)))
    return () => {
      live = false
    }
    // `load` is a module-level function of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, ids])
  return docs
}
