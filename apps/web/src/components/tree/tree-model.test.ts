// @vitest-environment node
// pure logic with no DOM: a jsdom window would cost this file about a CPU second (docs/contributing.md "CI budget")
import { describe, expect, it } from 'vitest'
import { checkedKeys, isTreeType, toggleChecked, toggleExpanded, type TreeNode } from './tree-model.ts'

const tree = (): TreeNode[] => [
  {
    key: 'eng',
    title: '工学',
    children: [
      {
        key: 'cs',
        title: '计算机类',
        children: [
          { key: 'cs1', title: '计算机科学与技术' },
          { key: 'cs2', title: '软件工程' },
        ],
      },
      { key: 'ee', title: '电子信息类' },
    ],
  },
  { key: 'med', title: '医学' },
]

const find = (nodes: TreeNode[], key: string): TreeNode | undefined => {
  for (const node of nodes) {
    if (node.key === key) return node
    const hit = node.children && find(node.children, key)
    if (hit) return hit
  }
  return undefined
}

describe('tree model', () => {
  it('accepts only checkbox and radio', () => {
    expect(isTreeType('checkbox')).toBe(true)
    expect(isTreeType('radio')).toBe(true)
    for (const bad of ['select', '', null, undefined, 1]) expect(isTreeType(bad)).toBe(false)
  })

  it('toggles expanded', () => {
    const once = toggleExpanded(tree(), 'cs')
    expect(find(once, 'cs')?.expanded).toBe(true)
    expect(find(toggleExpanded(once, 'cs'), 'cs')?.expanded).toBe(false)
  })

  it('checkbox: a checked child makes the ancestors indeterminate; all children make them checked', () => {
    const one = toggleChecked(tree(), 'cs1', 'checkbox')
    expect(find(one, 'cs1')).toMatchObject({ checked: true })
    expect(find(one, 'cs')).toMatchObject({ checked: false, indeterminate: true })
    expect(find(one, 'eng')).toMatchObject({ checked: false, indeterminate: true })
    const both = toggleChecked(one, 'cs2', 'checkbox')
    expect(find(both, 'cs')).toMatchObject({ checked: true, indeterminate: false })
    expect(find(both, 'eng')).toMatchObject({ checked: false, indeterminate: true })
  })

  it('checkbox: checking a parent checks the subtree, unchecking clears it', () => {
    const on = toggleChecked(tree(), 'eng', 'checkbox')
    expect(checkedKeys(on)).toEqual(['cs1', 'cs2', 'ee'])
    expect(find(on, 'eng')).toMatchObject({ checked: true, indeterminate: false })
    const off = toggleChecked(on, 'eng', 'checkbox')
    expect(checkedKeys(off)).toEqual([])
    expect(find(off, 'eng')).toMatchObject({ checked: false, indeterminate: false })
  })

  it('radio: one node at a time', () => {
    const a = toggleChecked(tree(), 'cs1', 'radio')
    const b = toggleChecked(a, 'med', 'radio')
    expect(checkedKeys(b)).toEqual(['med'])
    expect(find(b, 'cs1')?.checked).toBe(false)
  })

  it('disabled nodes do not change', () => {
    const nodes: TreeNode[] = [{ key: 'x', title: 'x', disabled: true }]
    expect(toggleChecked(nodes, 'x', 'checkbox')[0]?.checked).toBeUndefined()
  })
})
