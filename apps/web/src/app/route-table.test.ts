// @vitest-environment node
// pure logic with no DOM: a jsdom window would cost this file about a CPU second (docs/contributing.md "CI budget")
// the project's kept copy of the spec's route list
import inventory from '../../../../scripts/spec-inventory.json'
import { describe, expect, it } from 'vitest'
import { allTabs, visibleTabs } from './tabs.tsx'
import { findRoute, isRegistered, routeTable } from './route-table.ts'

describe('route table', () => {
  it('registers only inventory paths, each once', () => {
    const known = new Set(inventory.routes.map((r) => r.path))
    for (const entry of routeTable) expect(known.has(entry.path), entry.path).toBe(true)
    expect(new Set(routeTable.map((e) => e.path)).size).toBe(routeTable.length)
  })

  it('gives every route a Chinese title', () => {
    for (const entry of routeTable) expect(entry.title).toMatch(/[\u4e00-\u9fff]/)
  })

  it('finds routes with or without the leading slash and query', () => {
    expect(findRoute('/pages/personal/login/index?redirect=x')?.title).toBe('登录')
    expect(isRegistered('pages/home/index')).toBe(true)
    expect(isRegistered('pages/ai/index')).toBe(true)
    expect(isRegistered('pages/not/a/route')).toBe(false)
  })

  it('keeps the spec tab indexes and shows only built tabs', () => {
    expect(allTabs.map((t) => [t.index, t.path])).toEqual([
      [0, 'pages/home/index'],
      [1, 'pages/ai/index'],
      [2, 'pages/preciselearning/preciselearning'],
      [3, 'pages/personal/index'],
    ])
    expect(visibleTabs.every((t) => isRegistered(t.path))).toBe(true)
    for (const tab of visibleTabs) expect(findRoute(tab.path)?.tab).toBe(tab.index)
  })
})
