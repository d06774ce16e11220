import { describe, expect, it } from 'vitest'
import { datasetMemberPerFile, SEASON_CLOCK } from '../../../testing/students.ts'
import { typedCall } from '../wish-test-kit.ts'

/**
 * ADR 127 on the committed dataset, through the real app at the 2027 season (河南 物理类, filled by 院校专业组): a college the
 * data has no 专业组 for stands on its own line, and that line is neither a special plan's nor presented as the college's.
 */
const { app, member } = datasetMemberPerFile({ clock: SEASON_CLOCK, env: { RATE_LIMIT_PER_MINUTE: '1000000' } })
const call = typedCall(() => app)

async function collegeOf(score: number, name: string) {
  const set = await call(
    'User/EditUserScore',
    { ProvinceId: 41, Year: 2027, Score: score, SubjectType: 2, SelectSubjectList: ['chemistry', 'biology'] },
    member.token,
  )
  if (set.code !== 0) throw new Error(set.message)
  const search = await call('Wish/MySelfSearchForecast', { BatchId: 'undergraduate', Keyword: name, PageIndex: 1, PageSize: 5 }, member.token)
  const schoolId = search.data.List.find((r) => r.SchoolName === name)!.SchoolId
  const units = await call('Wish/NewExamSchoolScoreLineForecast', { BatchId: 'undergraduate', SchoolId: schoolId }, member.token)
  return units.data
}

describe('a college’s own line in a 专业组 province (ADR 127)', () => {
  it('河南 物理类 600: 北京协和医学院’s 2024 理科 院校投档线 is its easiest group’s chance, not the college’s', async () => {
    const units = await collegeOf(600, '北京协和医学院')
    console.log(`河南 600 北京协和医学院: ${units.Reach?.Summary}`)
    const line = units.List.find((r) => r.UnitId.startsWith('s:'))!
    // the official 2024 一本 理科 院校投档线 (代码 1480), the only line the data has for it in 河南
    expect(line.History[0]).toMatchObject({ Year: 2024, MinScore: 609 })
    const summary = units.Reach!.Summary
    expect(summary).not.toMatch(/\d+个普通类专业组中/)
    expect(summary).not.toContain('院校志愿')
    expect(summary).toContain('数据里没有该校的专业组，只有院校线')
    expect(summary).toContain('旧高考（文/理科）的院校投档线，即该校当年最低录取专业的线')
    expect(summary).toContain('这个概率只对应其中最容易录取的一个专业组')
  }, 600_000)

  it('河南 物理类 620: 华东师范大学’s line is not its 国家专项 group 303’s 623/23,980', async () => {
    const units = await collegeOf(620, '华东师范大学')
    const line = units.List.find((r) => r.UnitId.startsWith('s:') && r.PlanType === '普通类')!
    console.log(`河南 620 华东师范大学: ${line.History.map((h) => `${h.Year} ${h.MinScore}/${h.MinRank}`).join(', ')}`)
    expect(line.History.find((h) => h.Year === 2025)).toMatchObject({ MinScore: 631 })
  }, 600_000)
})
