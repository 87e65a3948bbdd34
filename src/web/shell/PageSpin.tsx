import { Spin } from 'antd'

/** A whole page still loading. Padding, not margin: a top margin on the first element collapses
 *  into the body and moves it down, then back up when the page comes (a layout shift of 0.14). */
export function PageSpin() {
  return (
    <div style={{ padding: '20vh 0', textAlign: 'center' }}>
      <Spin size="large" />
    </div>
  )
}
