import { describe, expect, it } from 'vitest'
import { read } from './ai-reading.test-kit.ts'

// ADR 123: a province inside a plan's name says where the plan's graduates work or whom its class is for, not where the
// candidate sits the exam; a province said beside the plan still is the candidate's.
describe('a province inside a plan name', () => {
  it.each(['郑州大学定向河南就业那个组多少分', '郑大 定向河北 2025', '郑大面向山东就业的专业组去年几分', '郑州大学上海班去年最低分'])(
    '%s names no province of the candidate',
    (q) => expect(read(q).e.province).toBeNull(),
  )
  it('a province said apart from the plan is still read', () => {
    expect(read('浙江物理类，郑大定向河南就业的组去年多少分').e.province?.shortName).toBe('浙江')
  })
})
