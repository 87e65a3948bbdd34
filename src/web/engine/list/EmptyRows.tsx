// What an empty list shows: antd's Empty illustration and what to do next — narrow the filters
// when some are set, or add the first record when the screen can.
import { Empty } from 'antd'

export interface EmptyRowsParams {
  text?: string
  filtered: boolean
  addTitle?: string
}

export function emptyHint({ text, filtered, addTitle }: EmptyRowsParams): string {
  if (text) return text
  if (filtered) return '没有符合条件的记录，可调整筛选条件后再查询'
  return addTitle ? `暂无数据，可点击“${addTitle}”添加第一条` : '暂无数据'
}

export function EmptyRows(params: EmptyRowsParams) {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyHint(params)} />
}
