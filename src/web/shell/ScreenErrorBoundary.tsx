// A screen that throws while rendering shows a Chinese error in its own tab instead of
// unmounting the whole app: the menu, the header and the other tabs keep working. 重新加载
// mounts the screen afresh (its state is lost, which is what a broken screen needs).
import { Button, Result } from 'antd'
import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react'

interface Props {
  /** The screen's title, named in the message. */
  title: string
  children: ReactNode
}

interface State {
  error: Error | null
  /** Bumped by 重新加载 so the children mount anew. */
  attempt: number
}

export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, attempt: 0 }

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // For the developer's console; the user sees the Result below, never the stack.
    console.error(`页面“${this.props.title}”渲染出错`, error, info.componentStack)
  }

  private reload = () => this.setState((s) => ({ error: null, attempt: s.attempt + 1 }))

  override render() {
    if (this.state.error)
      return (
        <Result
          status="error"
          title="页面出错了"
          subTitle={`页面“${this.props.title}”显示时出错，其他页面不受影响。请重新加载此页面；如果仍然出错，请联系管理员。`}
          extra={
            <Button type="primary" onClick={this.reload}>
              重新加载此页面
            </Button>
          }
        />
      )
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>
  }
}
