import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { EmptyPage } from './empty-page.tsx'
import { LoadingPlaceholder } from './loading-placeholder.tsx'

afterEach(cleanup)

describe('shared feedback widgets', () => {
  it('loading placeholder says 正在加载，请稍后', () => {
    render(<LoadingPlaceholder />)
    expect(screen.getByRole('status').textContent).toContain('正在加载，请稍后')
  })
  it('empty page shows an icon and 暂无数据', () => {
    const { container } = render(<EmptyPage />)
    expect(screen.getByText('暂无数据')).toBeTruthy()
    expect(container.querySelector('svg')).not.toBeNull()
  })
})
