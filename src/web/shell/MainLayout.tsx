// The signed-in layout: side menu from the user's modules, header, tabs, and the screens
// of the open tabs kept alive (mounted, hidden) so a list keeps its filters, page, sort, columns
// and scroll while the user is elsewhere. Routes are built once per session from the menu;
// an unknown path shows 404 inside the layout (menu and tabs stay), a group path goes to its first child.
import { useEffect, useMemo, useReducer, useRef, useState } from 'react'
import { Layout } from 'antd'
import { Navigate, useLocation, useNavigate } from 'react-router-dom'
import { useConfig } from '../app/config-context.tsx'
import { useSession } from '../session/SessionProvider.tsx'
import type { ScreenDef } from '../../config/types.ts'
import { buildMenu, findRoute, groupRedirects, routesOf } from './menu-routes.ts'
import { HOME_PATH, restoreTabs, serializeTabs, tabsReducer } from './tabs.ts'
import { SideMenu } from './SideMenu.tsx'
import { HeaderBar } from './HeaderBar.tsx'
import { TabsBar } from './TabsBar.tsx'
import { KeptScreen } from './ScreenHost.tsx'
import { HomePage } from '../screens/home/HomePage.tsx'
import { useWideScreen } from './use-wide-screen.ts'
import { KeepAlive } from './KeepAlive.tsx'
import { ScreenErrorBoundary } from './ScreenErrorBoundary.tsx'
import { NotFound } from '../screens/NotFound.tsx'

export function MainLayout() {
  const config = useConfig()
  const { modules, userState, session } = useSession()
  const location = useLocation()
  const navigate = useNavigate()
  const path = location.pathname
  const tree = useMemo(() => buildMenu(modules, config.screens), [modules, config])
  const routes = useMemo(() => routesOf(tree, config.screens), [tree, config])
  // Hidden entries (menu administration) keep their routes but leave the side menu.
  const visibleTree = useMemo(
    () =>
      buildMenu(
        modules.filter((m) => !m.hidden),
        config.screens,
      ),
    [modules, config],
  )
  const redirects = useMemo(() => groupRedirects(tree), [tree])
  const [collapsed, setCollapsed] = useState(false)
  const wide = useWideScreen()
  const [tabs, dispatch] = useReducer(tabsReducer, undefined, () => restoreTabs(JSON.stringify(userState.load('tabs')), (p) => !!findRoute(routes, p)))
  const match = useMemo(() => (path === HOME_PATH ? undefined : findRoute(routes, path)), [routes, path])
  const contentRef = useRef<HTMLDivElement>(null)
  const scrolls = useRef(new Map<string, number>())
  const previous = useRef(path)

  useEffect(() => {
    if (!match) return
    const screen = match.route.screen as ScreenDef
    dispatch({
      type: 'open',
      tab: { path, routeName: match.route.routeName, title: match.route.title, noCache: screen.noCache, keepAlive: screen.keepAlive, id: match.params.id },
    })
  }, [path, match])

  // A config reloaded in dev mode (npm run dev) may rename screens: the open tabs follow.
  useEffect(() => {
    for (const t of tabs.tabs) {
      const title = findRoute(routes, t.path)?.route.title
      if (title && title !== t.title) dispatch({ type: 'retitle', path: t.path, title })
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on a new config only, not on every tab change
  }, [routes])

  useEffect(() => {
    if (path === HOME_PATH) dispatch({ type: 'open', tab: { path: HOME_PATH, routeName: 'home', title: '首页' } })
  }, [path])

  useEffect(() => userState.save('tabs', JSON.parse(serializeTabs(tabs))), [tabs, userState])

  // Each tab keeps its own scroll position of the shared content area.
  useEffect(() => {
    const el = contentRef.current
    if (!el) return
    scrolls.current.set(previous.current, el.scrollTop)
    previous.current = path
    requestAnimationFrame(() => (el.scrollTop = scrolls.current.get(path) ?? 0))
  }, [path])

  if (redirects[path]) return <Navigate to={redirects[path]} replace />
  const notFound = path !== HOME_PATH && !match

  const go = (p: string) => navigate(p)
  const afterClose = (next: typeof tabs) => {
    if (next.active !== path) navigate(next.active)
  }
  const title = path === HOME_PATH ? '首页' : (match?.route.title ?? '页面不存在')
  const routeOf = (routeName: string) => routes.find((r) => r.routeName === routeName)?.path
  const helpPath = routeOf('help-center')
  const menuLinks = config.settings.helpUrl && helpPath ? { [helpPath]: config.settings.helpUrl } : undefined

  return (
    <Layout className={`cy-layout${wide ? ' cy-wide' : ''}`}>
      <Layout.Sider collapsible collapsed={collapsed} trigger={null} width={wide ? 240 : 208} style={{ overflow: 'auto' }}>
        <div className="cy-logo">{collapsed ? '仓云' : (session?.tenantSettings?.systemName ?? config.settings.systemName)}</div>
        <SideMenu tree={visibleTree} active={path} collapsed={collapsed} links={menuLinks} />
      </Layout.Sider>
      <Layout>
        <Layout.Header className="cy-header">
          <HeaderBar collapsed={collapsed} onToggle={() => setCollapsed((c) => !c)} title={title} routeOf={routeOf} />
        </Layout.Header>
        <TabsBar
          state={tabs}
          onSelect={go}
          onClose={(p) => {
            const next = tabsReducer(tabs, { type: 'close', path: p })
            dispatch({ type: 'close', path: p })
            afterClose(next)
          }}
          onCloseOthers={(p) => dispatch({ type: 'closeOthers', path: p })}
          onCloseAll={() => {
            dispatch({ type: 'closeAll' })
            navigate(HOME_PATH)
          }}
        />
        <Layout.Content className="cy-content" ref={contentRef}>
          {notFound && <NotFound />}
          <KeepAlive active={path === HOME_PATH}>
            <ScreenErrorBoundary title="首页">
              <HomePage routeOf={routeOf} key={session?.token} />
            </ScreenErrorBoundary>
          </KeepAlive>
          {tabs.tabs.map((t) => {
            const active = t.path === path
            if (t.noCache && !active) return null
            const m = findRoute(routes, t.path)
            if (!m) return null
            return (
              <KeepAlive key={t.path} active={active}>
                <KeptScreen screenKey={m.route.routeName} params={m.params} />
              </KeepAlive>
            )
          })}
        </Layout.Content>
      </Layout>
    </Layout>
  )
}
