// Everything behind the login, loaded as its own chunk once signed in: the full config, the
// layout with its menu and screens, the print pages. The login page never downloads it.
import { Button, Result } from 'antd'
import dayjs from 'dayjs'
import 'dayjs/locale/zh-cn'
import { useEffect, useState } from 'react'
import { fetchFullConfig, type ClientConfig } from './config-context.tsx'
import { ConfigProviders } from './ConfigProviders.tsx'
import { useSession } from '../session/SessionProvider.tsx'
import { MainLayout } from '../shell/MainLayout.tsx'
import { PrintHost } from '../screens/print/PrintHost.tsx'
import '../screens/index.ts'
import { PageSpin } from '../shell/PageSpin.tsx'
import { useDevConfigReload } from './use-dev-config-reload.tsx'

// Dates (pickers, formats) are a workspace matter: the login page shows none.
dayjs.locale('zh-cn')

export default function Workspace({ print }: { print?: boolean }) {
  const { api, reloadMenu } = useSession()
  const [config, setConfig] = useState<ClientConfig | null>(null)
  const [failed, setFailed] = useState(false)
  useDevConfigReload(api, setConfig, reloadMenu)

  useEffect(() => {
    let live = true
    fetchFullConfig(api).then(
      (c) => live && setConfig(c),
      () => live && setFailed(true),
    )
    return () => {
      live = false
    }
  }, [api])

  if (failed)
    return (
      <Result
        status="warning"
        title="系统配置加载失败"
        subTitle="请确认服务已启动后刷新页面。"
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            刷新
          </Button>
        }
      />
    )
  if (!config) return <PageSpin />
  return <ConfigProviders config={config}>{print ? <PrintHost /> : <MainLayout />}</ConfigProviders>
}
