import type { UnitListRow } from '@gk/contract'
import { describe, expect, it } from 'vitest'
import { correctQuotedLine, type Line } from './ai-premise-line.ts'
import { isFillable } from './ai-safety.ts'

const row = (over: Partial<UnitListRow>): UnitListRow => ({
  UnitId: 'u1',
  SchoolId: '10561',
  SchoolName: '华南理工大学',
  GroupCode: '201',
  MajorName: null,
  City: '广州',
  SchoolProvince: '广东',
  Tags: ['985', '211'],
  Nature: '公办',
  SchoolType: '理工',
  RequirementText: '物理+化学',
  History: [],
  PlanCount: null,
  Tuition: null,
  MajorCount: 0,
  Majors: [],
  MajorsSource: '',
  PlanType: '普通类',
  Eligibility: '',
  IsDerived: false,
  HistoryNote: '',
  Probability: 0.4,
  Tier: 'reach',
  TierName: '冲',
  Reason: '',
  Confidence: 'medium',
  ConfidenceNote: '',
  IneligibleReasons: [],
  ...over,
})

describe('isFillable: a probability only for a unit an ordinary applicant fills', () => {
  it('accepts the engine’s ordinary unit with a probability', () => {
    expect(isFillable(row({}))).toBe(true)
  })
  it('withholds it for a special plan, an eligibility, a 中外合作 unit named so, a unit the candidate cannot apply to', () => {
    expect(isFillable(row({ PlanType: '高校专项', Eligibility: '农村户籍' }))).toBe(false)
    expect(isFillable(row({ Eligibility: '须符合国家专项资格' }))).toBe(false)
    expect(isFillable(row({ GroupCode: null, MajorName: '计算机科学与技术(中外合作办学)' }))).toBe(false)
    expect(isFillable(row({ GroupCode: '14(中外合作办学)' }))).toBe(false)
    expect(isFillable(row({ IneligibleReasons: ['选科不符'] }))).toBe(false)
    expect(isFillable(row({ Probability: null }))).toBe(false)
  })
})

const line = (over: Partial<Line>): Line => ({
  Year: 2026,
  SubjectType: '物理类',
  Batch: '本科批',
  MajorGroup: '201',
  Unit: null,
  MinScore: 630,
  MinRank: 20000,
  PlanType: '普通类',
  Eligibility: '',
  Partial: false,
  ...over,
})
const facts = { quoted: 597, year: null, score: 605, school: '华南理工大学', where: '广东物理类' }

describe('correctQuotedLine: a quoted line is checked before any estimate', () => {
  const lines = [
    line({ MajorGroup: '201', MinScore: 627 }),
    line({ MajorGroup: '202', MinScore: 632 }),
    line({ MajorGroup: '203', MinScore: 597, PlanType: '高校专项', Eligibility: '农村户籍学生' }),
    line({ Year: 2025, MajorGroup: '201', MinScore: 625 }),
  ]
  it('names a special plan’s line, gives the ordinary lines and no probability', () => {
    const text = correctQuotedLine(lines, facts)!
    expect(text).toMatch(/^597分是华南理工大学2026年在广东物理类203组的\*\*高校专项\*\*线/)
    expect(text).toContain('201组 627分')
    expect(text).toMatch(/605分比这些普通类专业组的最低分（627分起）还低/)
    expect(text).not.toMatch(/\d+%/)
  })
  it('says one group far below the others is not the college’s line (a 护理 group)', () => {
    const nursing = [
      line({ MajorGroup: '07', Unit: '护理类', MinScore: 606 }),
      line({ MajorGroup: '01', MinScore: 636 }),
      line({ MajorGroup: '02', MinScore: 652 }),
    ]
    const text = correctQuotedLine(nursing, { ...facts, quoted: 606, score: 612, school: '华中科技大学' })!
    expect(text).toMatch(/606分只是.+07组 护理类一个专业组的线/)
    expect(text).toContain('01组 636分')
  })
  it('corrects a line the data does not have, and lets a true ordinary line through', () => {
    expect(correctQuotedLine(lines, { ...facts, quoted: 560 })).toMatch(/没有560分这条录取线/)
    expect(correctQuotedLine(lines, { ...facts, quoted: 627 })).toBeNull()
    expect(correctQuotedLine(lines, { ...facts, quoted: 628 })).toBeNull()
  })
  it('says one major above the others is that major’s line, not the college’s, and gives no probability (issue 31)', () => {
    const majors = [
      line({ MajorGroup: null, Unit: '人工智能(新工科大师班)', MinScore: 667, MinRank: 1200 }),
      line({ MajorGroup: null, Unit: '软件工程', MinScore: 641, MinRank: 3900 }),
      line({ MajorGroup: null, Unit: '数学类', MinScore: 640, MinRank: 4100 }),
    ]
    const text = correctQuotedLine(majors, { quoted: 667, year: 2025, score: 650, school: '大连理工大学', where: '辽宁物理类' })!
    expect(text).toMatch(/^667分只是大连理工大学2026年在辽宁物理类\*\*人工智能\(新工科大师班\)\*\*这一个专业的线/)
    expect(text).toContain('不代表大连理工大学整体的录取线')
    expect(text).toContain('软件工程 641分')
    expect(text).not.toMatch(/\d+%/)
    // the college's own lowest line still lets the estimate go on
    expect(correctQuotedLine(majors, { quoted: 640, year: null, score: 650, school: '大连理工大学', where: '辽宁物理类' })).toBeNull()
  })
})
