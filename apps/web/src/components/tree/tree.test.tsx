import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { TreeNode } from './tree-model.ts'
import { Tree, type TreeProps } from './tree.tsx'

afterEach(cleanup)

const nodes: TreeNode[] = [{ key: 'a', title: '北京', expanded: true, children: [{ key: 'a1', title: '海淀' }] }]

describe('Tree', () => {
  it('renders nodes with checkboxes and reports flag changes', () => {
    const onChange = vi.fn()
    render(<Tree type="checkbox" nodes={nodes} onChange={onChange} />)
    expect(screen.getByText('海淀')).toBeTruthy()
    fireEvent.click(screen.getByText('海淀'))
    const next = onChange.mock.calls[0]![0] as TreeNode[]
    expect(next[0]).toMatchObject({ checked: true })
  })

  it('rejects any other type: logs an error and renders nothing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const props = { type: 'select', nodes, onChange: vi.fn() } as unknown as TreeProps
    const { container } = render(<Tree {...props} />)
    expect(container.innerHTML).toBe('')
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"select"'))
    error.mockRestore()
  })
})
