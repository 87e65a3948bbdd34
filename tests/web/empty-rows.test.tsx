// An empty list says what to do next (issue 20): narrow the filters when some are set, add the
// first record when the screen can, and a screen's own text wins over both.
import { render } from '@testing-library/react'
import { expect, it } from 'vitest'
import { EmptyRows, emptyHint } from '../../src/web/engine/list/EmptyRows.tsx'

it('suggests adding the first record, by the add action’s title', () => {
  expect(emptyHint({ filtered: false, addTitle: '新增仓库' })).toBe('暂无数据，可点击“新增仓库”添加第一条')
  expect(emptyHint({ filtered: false })).toBe('暂无数据')
})

it('suggests other filters when the filters found nothing', () => {
  expect(emptyHint({ filtered: true, addTitle: '新增仓库' })).toBe('没有符合条件的记录，可调整筛选条件后再查询')
})

it('keeps a screen’s own text', () => {
  expect(emptyHint({ text: '该订单没有包裹', filtered: true, addTitle: '新增' })).toBe('该订单没有包裹')
})

it('draws antd’s Empty illustration with the hint', () => {
  const { container } = render(<EmptyRows filtered={false} addTitle="新增品牌" />)
  expect(container.querySelector('.ant-empty-image svg')).not.toBeNull()
  expect(container.querySelector('.ant-empty-description')?.textContent).toBe('暂无数据，可点击“新增品牌”添加第一条')
})
