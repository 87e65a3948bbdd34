import { App as AntdApp, ConfigProvider } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import dayjs from 'dayjs'
import 'dayjs/locale/zh-cn'
import { HashRouter, Navigate, Route, Routes } from 'react-router-dom'
import type { ClientConfig } from '../../config/types.ts'
import { ConfigProviders } from './ConfigProviders.tsx'
import { SessionProvider } from '../session/SessionProvider.tsx'
import { NavigationProgress } from '../shell/NavigationProgress.tsx'
import { RequireLogin } from '../shell/RequireLogin.tsx'
import { MainLayout } from '../shell/MainLayout.tsx'
import { LoginPage } from '../screens/login/LoginPage.tsx'
import { ResetPage } from '../screens/login/ResetPage.tsx'
import { NotFound } from '../screens/NotFound.tsx'
import '../screens/index.ts'
import { PrintHost } from '../screens/print/PrintHost.tsx'

dayjs.locale('zh-cn')

export function App({ config }: { config: ClientConfig }) {
  return (
    <ConfigProvider locale={zhCN} theme={{ token: { colorPrimary: config.settings.primaryColor, borderRadius: 6 } }}>
      <AntdApp>
        <ConfigProviders config={config}>
          <SessionProvider>
            <HashRouter>
              <NavigationProgress />
              <Routes>
                <Route path="/login" element={<LoginPage />} />
                <Route path="/reset" element={<ResetPage />} />
                <Route path="/404" element={<NotFound />} />
                <Route path="/" element={<Navigate to="/home" replace />} />
                <Route
                  path="/print/:name"
                  element={
                    <RequireLogin>
                      <PrintHost />
                    </RequireLogin>
                  }
                />
                <Route
                  path="*"
                  element={
                    <RequireLogin>
                      <MainLayout />
                    </RequireLogin>
                  }
                />
              </Routes>
            </HashRouter>
          </SessionProvider>
        </ConfigProviders>
      </AntdApp>
    </ConfigProvider>
  )
}
