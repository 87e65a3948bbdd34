import { App as AntdApp, ConfigProvider } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import { lazy, Suspense } from 'react'
import { HashRouter, Navigate, Route, Routes } from 'react-router-dom'
import { PublicConfigContext, type PublicConfig } from './config-context.tsx'
import { SessionProvider } from '../session/SessionProvider.tsx'
import { NavigationProgress } from '../shell/NavigationProgress.tsx'
import { RequireLogin } from '../shell/RequireLogin.tsx'
import { LoginPage } from '../screens/login/LoginPage.tsx'
import { ResetPage } from '../screens/login/ResetPage.tsx'
import { PageSpin } from '../shell/PageSpin.tsx'

// The signed-in workspace (layout, grid, forms, screens) is a chunk of its own: the login page
// loads only what it shows.
const Workspace = lazy(() => import('./Workspace.tsx'))
const loading = <PageSpin />

export function App({ config }: { config: PublicConfig }) {
  return (
    <ConfigProvider locale={zhCN} theme={{ token: { colorPrimary: config.settings.primaryColor, borderRadius: 6 } }}>
      <AntdApp>
        <PublicConfigContext.Provider value={config}>
          <SessionProvider>
            <HashRouter>
              <NavigationProgress />
              <Routes>
                <Route path="/login" element={<LoginPage />} />
                <Route path="/reset" element={<ResetPage />} />
                <Route path="/" element={<Navigate to="/home" replace />} />
                <Route
                  path="/print/:name"
                  element={
                    <RequireLogin>
                      <Suspense fallback={loading}>
                        <Workspace print />
                      </Suspense>
                    </RequireLogin>
                  }
                />
                <Route
                  path="*"
                  element={
                    <RequireLogin>
                      <Suspense fallback={loading}>
                        <Workspace />
                      </Suspense>
                    </RequireLogin>
                  }
                />
              </Routes>
            </HashRouter>
          </SessionProvider>
        </PublicConfigContext.Provider>
      </AntdApp>
    </ConfigProvider>
  )
}
