// @vitest-environment node
// pure logic with no DOM: a jsdom window would cost this file about a CPU second (docs/contributing.md "CI budget")
import { describe, expect, it } from 'vitest'
import { displayName } from './display-name.ts'

describe('the name on 我的', () => {
  it('shows the name typed when completing the profile instead of the generated 考生XXXX', () => {
    expect(displayName({ NickName: '考生2318', RealName: '李明', Mobile: '13900002318' })).toBe('李明')
  })
  it('keeps a nickname the student chose', () => {
    expect(displayName({ NickName: '追光少年', RealName: '李明', Mobile: '13900002318' })).toBe('追光少年')
  })
  it('falls back to the generated nickname, then to 同学', () => {
    expect(displayName({ NickName: '考生2318', RealName: '', Mobile: '13900002318' })).toBe('考生2318')
    expect(displayName({ NickName: '', RealName: '', Mobile: '13900002318' })).toBe('同学')
  })
})
