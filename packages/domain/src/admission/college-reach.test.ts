import { describe, expect, it } from 'vitest'
import { collegeReach, type ReachUnit } from './college-reach.ts'

const unit = (
  label: string,
  majors: string[],
  probability: number | null,
  tierName: string,
  score: number,
  rank: number,
  extra: Partial<ReachUnit> = {},
): ReachUnit => ({
  label,
  majors,
  planType: '普通类',
  eligible: true,
  flagged: false,
  probability,
  tierName,
  line: { year: 2025, minScore: score, minRank: rank },
  ...extra,
})

// 河南 物理类 580 (rank about 53,651), 郑州大学's groups as the 2025 data has them
const zzu = [
  unit('第102组', ['临床医学', '计算机类', '人工智能', '土木类'], 0.01, '', 638, 13_941),
  unit('第103组', ['新闻传播学类', '法学', '英语'], 0.3, '冲', 601, 44_843),
  unit('第105组', ['护理学'], 0.62, '稳', 593, 54_059),
  unit('第404组', ['土木类'], 0.2, '冲', 610, 35_524, { planType: '地方专项' }),
]

describe('a college summed up by the units within reach (ADR 050)', () => {
  it('names each unit within reach with its majors, chance and line, and gives no chance for the college', () => {
    const r = collegeReach(zzu)
    expect(r.within.map((u) => u.label)).toEqual(['第105组', '第103组'])
    expect(r.beyond).toBe(1)
    expect(r.special).toBe(1)
    expect(r.summary).toContain('第105组（护理学）约62%（稳，比较稳妥，2025年593分/54,059名）')
    expect(r.summary).toContain('第103组（新闻传播学类、法学、英语）约30%（冲，难度较大，2025年601分/44,843名）')
    expect(r.summary).toContain('另有1个专业组往年线更高')
    expect(r.summary).toContain('没有全校统一的录取概率')
  })

  it('never counts a special plan, a unit the candidate cannot fill or a flagged line as within reach', () => {
    const r = collegeReach([
      unit('第12组', ['统计学（中外合作办学）'], 0.27, '冲', 548, 45_990, { planType: '中外合作' }),
      unit('第03组', ['冶金工程'], 0.4, '冲', 560, 36_984, { eligible: false }),
      unit('院校', [], 0.34, '冲', 600, 5_529, { flagged: true }),
      unit('第10组', ['材料类'], 0.05, '', 573, 41_940),
    ])
    expect(r.within).toEqual([])
    expect({ beyond: r.beyond, unassessed: r.unassessed, special: r.special }).toEqual({ beyond: 1, unassessed: 2, special: 1 })
    expect(r.summary).toContain('没有一个在你的冲稳保范围内；其中1个往年线更高')
    expect(r.summary).not.toContain('另有')
  })

  it('names the special plans left out by type, and says none of them gets a chance', () => {
    const r = collegeReach([unit('第105组', ['机械类'], 0.02, '', 630, 7_526)], '专业组', ['高校专项', '中外合作', '高校专项'])
    expect(r.special).toBe(3)
    expect(r.summary).toContain('3个特殊计划单位（高校专项2个、中外合作1个）需专门资格，不计入，也不估算录取概率')
    // a count alone (types unknown) keeps the general wording
    expect(collegeReach([unit('第105组', ['机械类'], 0.02, '', 630, 7_526)], '专业组', 2).summary).toContain('2个专项、中外合作等特殊计划单位需专门资格')
  })

  it('says every unit is beyond reach without calling them another group', () => {
    const r = collegeReach([unit('第03组', ['数学类'], 0.02, '', 646, 1_252), unit('第04组', ['化学类'], 0.03, '', 646, 1_252)], '专业组', 0, false)
    expect(r.summary).toContain('2个普通类专业组中，没有一个在你的冲稳保范围内；其中2个都往年线更高，超出冲的范围')
    expect(r.summary).not.toContain('另有')
  })

  it('names the major whose line a unit’s line is where the unit’s majors are not known', () => {
    const r = collegeReach([unit('第105组', [], 0.62, '稳', 593, 54_059, { lineMajors: ['护理学'] })])
    expect(r.summary).toContain('第105组（2025年最低分专业：护理学）约62%（稳，比较稳妥，2025年593分/54,059名）')
  })

  it('says a college without ordinary units has none', () => {
    expect(collegeReach([], '专业').summary).toContain('没有普通类专业')
  })
})

describe('a college’s own line where the batch is filled by 专业组 (ADR 127)', () => {
  // 河南 物理类 600 (rank 32,622) and 北京协和医学院: no 专业组 in the data, only its 2024 理科 院校投档线 609/18,059
  const pumc = unit('院校线', [], 0.156, '冲', 609, 19_725, { line: { year: 2024, minScore: 609, minRank: 19_725 }, collegeLine: 'old-model' })

  it('does not count the college line as a 专业组, and says its chance is only the easiest group’s', () => {
    const r = collegeReach([pumc], '专业组')
    expect(r.summary).not.toContain('1个普通类专业组')
    expect(r.summary).toContain('数据里没有该校的专业组，只有院校线：院校线约16%（冲，难度较大，2024年609分/19,725名）')
    expect(r.summary).toContain('旧高考（文/理科）的院校投档线，即该校当年最低录取专业的线')
    expect(r.summary).toContain('这个概率只对应其中最容易录取的一个专业组')
  })

  it('says nothing of the kind for a college with groups of its own', () => {
    expect(collegeReach(zzu).summary).not.toContain('院校线')
  })
})
