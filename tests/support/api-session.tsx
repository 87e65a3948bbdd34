// A session context around a hook under test: a real api client (requests go to msw) and no user.
import type { ReactNode } from 'react'
import { createApiClient } from '../../src/web/api/client.ts'
import { SessionContext, type SessionValue } from '../../src/web/session/SessionProvider.tsx'

export function ApiSession({ children }: { children: ReactNode }) {
  const api = createApiClient({
    session: { getToken: () => 'token-for-tests-000000', logout: () => undefined },
    notifier: { error: () => undefined, expiredModal: async () => undefined },
  })
  return <SessionContext.Provider value={{ api, session: null } as unknown as SessionValue}>{children}</SessionContext.Provider>
}
