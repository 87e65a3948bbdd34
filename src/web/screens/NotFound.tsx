import { Button, Result } from 'antd'
import { useNavigate } from 'react-router-dom'

export function NotFound() {
  const navigate = useNavigate()
  return (
    <Result
      status="404"
      title="页面不存在"
      subTitle="您访问的页面不存在，或者您没有访问权限。"
      extra={
        <Button type="primary" onClick={() => navigate('/home', { replace: true })}>
          返回首页
        </Button>
      }
    />
  )
}
