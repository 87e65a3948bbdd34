import NProgress from 'nprogress'
import 'nprogress/nprogress.css'
import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'

NProgress.configure({ showSpinner: false })

/** Every navigation shows a loading bar and scrolls to the top (spec §2). */
export function NavigationProgress() {
  const location = useLocation()
  useEffect(() => {
    NProgress.start()
    window.scrollTo(0, 0)
    const t = requestAnimationFrame(() => NProgress.done())
    return () => cancelAnimationFrame(t)
  }, [location.pathname])
  return null
}
