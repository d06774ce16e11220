import { describe, expect, it } from 'vitest'
import { groupCodeAsked, isGroupAsked } from './ai-group-code.ts'

describe('the group a question names by its code', () => {
  it('reads the code before 组 or 专业组', () => {
    expect(groupCodeAsked('海南大学的22组我能报吗')).toBe('22')
    expect(groupCodeAsked('孩子选的是史政地，海南大学第22专业组能不能填？')).toBe('22')
    expect(groupCodeAsked('上海大学11901组多少分')).toBe('11901')
    expect(groupCodeAsked('海南大学能上吗')).toBeUndefined()
  })

  it('matches the same code, a plan’s 「学校(22)」 and 海南’s college code in front, not another group', () => {
    expect(isGroupAsked('152', '152')).toBe(true)
    expect(isGroupAsked('0152', '152')).toBe(true)
    expect(isGroupAsked('海南大学(22)', '22')).toBe(true)
    expect(isGroupAsked('600122', '22')).toBe(true)
    expect(isGroupAsked('600122', '第22'.slice(1))).toBe(true)
    expect(isGroupAsked('600121', '22')).toBe(false)
    expect(isGroupAsked('海南大学(81)', '22')).toBe(false)
    // a short code is not a long one's tail: 广东's 202 is not group 02
    expect(isGroupAsked('202', '02')).toBe(false)
    expect(isGroupAsked('152', '52')).toBe(false)
  })
})
