import { describe, expect, it } from 'vitest'
import { requirementInWords, trackVerdict } from './ai-subject-verdict.ts'

// A track asked of a unit (「历史类能报X的Y吗」) with the rows' own requirement: the verdict first, both ways.
describe('trackVerdict', () => {
  const open = [{ SubjectType: '历史类', Requirement: '首选历史，再选不限' }]
  it('says a unit open to the asked track can be applied for, with its requirement', () => {
    const v = trackVerdict(open, '历史类', '汽车检测与维修技术')
    expect(v).toMatch(/^\*\*历史类能报\*\*/)
    expect(v).toContain('再选不限')
  })
  it('names the further subject an open row still needs', () => {
    const v = trackVerdict([{ SubjectType: '历史类', Requirement: '首选历史，再选政治' }], '历史类', '法学')
    expect(v).toMatch(/能报/)
    expect(v).toContain('思想政治')
  })
  it('says a unit planned for the other track only cannot be applied for', () => {
    const v = trackVerdict([{ SubjectType: '物理类', Requirement: '首选物理，再选化学' }], '历史类', '软件工程')
    expect(v).toMatch(/^\*\*历史类不能报\*\*/)
  })
  it('says only part of a unit is open when its rows differ', () => {
    const v = trackVerdict([...open, { SubjectType: '物理类', Requirement: '首选物理，再选不限' }], '历史类', '汽车检测与维修技术')
    expect(v).toMatch(/能报/)
    expect(v).toContain('物理类')
  })
})

// A 3+3 province's requirement in plain words: two subjects required means both must be taken.
describe('requirementInWords', () => {
  it('reads two required subjects as both to be taken', () => {
    expect(requirementInWords('物理,化学(2门科目考生均须选考方可报考)', '综合')).toMatch(/物理、化学.*(都|均)须/)
    expect(requirementInWords('首选物理，再选化学', '物理类')).toMatch(/物理、化学.*(都|均)须/)
  })
  it('reads a choice of subjects as one of them', () => {
    expect(requirementInWords('物理,化学(2门科目考生选考其中一门即可报考)', '综合')).toMatch(/其中1门/)
  })
  it('says nothing for a requirement with nothing to explain', () => {
    expect(requirementInWords('不提科目要求', '综合')).toBeNull()
  })
})
