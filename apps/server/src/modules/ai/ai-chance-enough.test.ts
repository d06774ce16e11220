import { describe, expect, it } from 'vitest'
import { intentOf, read } from './ai-reading.test-kit.ts'

// A college's chance asked with 够吗 / 能行不 and no score is a chance question lacking the score (the clarifier asks it),
// not a request for the college's card (holdout v16's clarify families, said here in other words).
describe('够吗 and 能行不 ask a college’s chance (issue 31)', () => {
  it('reads 够吗/够么 and 能行不/能行吗 beside a college as the chance', () => {
    expect(intentOf('河南 物理类 郑大 分数够吗')).toBe('admission_chance')
    expect(intentOf('我河南的，报郑州大学能行不')).toBe('admission_chance')
    expect(intentOf('河南物理 郑大 够么')).toBe('admission_chance')
  })
  it('reads 购不够 as 够不够 typed, and leaves 行不通 and 能够 alone', () => {
    expect(read('郑大购不够').text).toContain('够不够')
    expect(intentOf('河南 郑大 这条路行不通吧')).not.toBe('admission_chance')
    expect(intentOf('郑州大学能够提供什么专业')).not.toBe('admission_chance')
  })
})
