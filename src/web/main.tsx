import { createRoot } from 'react-dom/client'
import 'antd/dist/reset.css'
import './styles.css'
import { App } from './app/App.tsx'
import { fetchPublicConfig } from './app/config-context.tsx'

const root = createRoot(document.getElementById('root')!)

fetchPublicConfig().then(
  (config) => {
    document.title = config.settings.systemName
    root.render(<App config={config} />)
  },
  (e: Error) => {
    root.render(<div style={{ padding: 48, fontSize: 16 }}>系统配置加载失败：{e.message}。请确认服务已启动后刷新页面。</div>)
  },
)
