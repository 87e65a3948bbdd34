// <Can>: children when held, '-' when not held with replace, nothing otherwise (spec §5).
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { Can, PermissionsProvider, usePermissions } from '../../src/web/permissions/Can.tsx'

afterEach(cleanup)

const held = new Set(['purchase:audit'])

function renderWith(node: React.ReactNode, value: ReadonlySet<string> = held) {
  return render(<PermissionsProvider value={value}>{node}</PermissionsProvider>)
}

describe('Can', () => {
  it('renders children when the permission is held', () => {
    renderWith(
      <Can permission="purchase:audit">
        <button>审核</button>
      </Can>,
    )
    expect(screen.getByRole('button', { name: '审核' })).toBeInTheDocument()
  })

  it('renders nothing when not held and replace is not set', () => {
    const { container } = renderWith(
      <div data-testid="cell">
        <Can permission="purchase:delete">
          <button>删除</button>
        </Can>
      </div>,
    )
    expect(screen.queryByRole('button')).toBeNull()
    expect(container.querySelector('[data-testid="cell"]')?.textContent).toBe('')
  })

  it("renders '-' when not held and replace is set", () => {
    renderWith(
      <span data-testid="cell">
        <Can permission="purchase:delete" replace>
          <button>删除</button>
        </Can>
      </span>,
    )
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getByTestId('cell').textContent).toBe('-')
  })

  it('accepts a list (any held) and no permission at all', () => {
    renderWith(
      <>
        <Can permission={['purchase:delete', 'purchase:audit']}>
          <i>列表</i>
        </Can>
        <Can>
          <i>无限制</i>
        </Can>
      </>,
    )
    expect(screen.getByText('列表')).toBeInTheDocument()
    expect(screen.getByText('无限制')).toBeInTheDocument()
  })

  it('without a provider nothing is held', () => {
    render(
      <span data-testid="cell">
        <Can permission="purchase:audit" replace>
          x
        </Can>
      </span>,
    )
    expect(screen.getByTestId('cell').textContent).toBe('-')
  })

  it('usePermissions reads the provided set', () => {
    function Probe() {
      return <output>{[...usePermissions()].join(',')}</output>
    }
    renderWith(<Probe />, new Set(['a', 'b']))
    expect(screen.getByRole('status').textContent).toBe('a,b')
  })
})
