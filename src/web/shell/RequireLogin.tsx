// Every route but login, reset and 404 needs a session: without one the user goes to single
// sign-on when configured, else to login. A token or target in the URL logs in by token.

import { useEffect, useState, type ReactNode } from 'react'
import { Navigate, useLocation, useNavigate } from 'react-router-dom'
import { usePublicConfig } from '../app/config-context.tsx'
import { goToLogin, useSession } from '../session/SessionProvider.tsx'
import { PageSpin } from './PageSpin.tsx'

/** token and target from the page URL (before the hash) or from the hash route's query. */
export function urlLoginParams(search: string, hashSearch: string): { token: string | null; target: string | null } {
  const a = new URLSearchParams(search)
  const b = new URLSearchParams(hashSearch)
  return { token: a.get('token') ?? b.get('token'), target: a.get('target') ?? b.get('target') }
}

export function RequireLogin({ children }: { children: ReactNode }) {
  const config = usePublicConfig()
  const { session, ready, tokenLogin } = useSession()
  const location = useLocation()
  const navigate = useNavigate()
  const { token, target } = urlLoginParams(window.location.search, location.search)
  const [exchanging, setExchanging] = useState(!!token)

  useEffect(() => {
    if (!token) return
    tokenLogin(token)
      .then(() => {
        if (window.location.search) window.history.replaceState(null, '', window.location.pathname + window.location.hash.replace(/\?.*$/, ''))
        navigate(target && target.startsWith('/') ? target : '/home', { replace: true })
      })
      .catch(() => goToLogin(config.settings.sso))
      .finally(() => setExchanging(false))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token])

  if (exchanging || !ready) return <PageSpin />
  if (!session) {
    if (config.settings.sso) {
      goToLogin(config.settings.sso)
      return null
    }
    return <Navigate to="/login" replace />
  }
  return <>{children}</>
}
