import { findProvincePolicy, type ProvinceCode, type SubjectType } from '@gk/domain'
import type { UnitListRow } from '@gk/contract'
import { describe, expect, it } from 'vitest'
import { datasetMemberPerFile, SEASON_CLOCK } from '../../../testing/students.ts'
import { subjectTypeValue } from '../units/province-catalog.ts'
import { electives, typedCall } from '../wish-test-kit.ts'
import { farUnitsShown, selectivityViolations } from './far-units.test-kit.ts'

/**
 * Issue 30 items 1–2 on the nine profiles the issue measured: in each 冲 list no unit whose lines of the
 * last three years were all more selective than half the candidate's rank shows more than 10 %, and at
 * equal confidence a more selective unit never shows a higher chance. The counts and the issue's
 * examples are printed (ADR 039 quotes them).
 */
const { app, member } = datasetMemberPerFile({ clock: SEASON_CLOCK, env: { RATE_LIMIT_PER_MINUTE: '1000000' } })
const call = typedCall(() => app)

type Profile = { id: number; slug: ProvinceCode; score: number; track: 'physics' | 'any' }
const profiles: Profile[] = [
  { id: 33, slug: 'zhejiang', score: 610, track: 'any' },
  { id: 44, slug: 'guangdong', score: 520, track: 'physics' },
  { id: 41, slug: 'henan', score: 565, track: 'physics' },
  { id: 22, slug: 'jilin', score: 550, track: 'physics' },
  { id: 54, slug: 'xizang', score: 450, track: 'physics' },
  { id: 51, slug: 'sichuan', score: 470, track: 'physics' },
  { id: 32, slug: 'jiangsu', score: 560, track: 'physics' },
  { id: 37, slug: 'shandong', score: 560, track: 'any' },
  { id: 42, slug: 'hubei', score: 560, track: 'physics' },
]

async function setProfile(p: Profile) {
  const policy = findProvincePolicy(p.slug, 2027)!
  const st: SubjectType = policy.subjectTypes.find((t) => t === 'physics' || t === 'science' || t === 'combined') ?? policy.subjectTypes[0]!
  const set = await call(
    'User/EditUserScore',
    { ProvinceId: p.id, Year: 2027, Score: p.score, SubjectType: subjectTypeValue[st], SelectSubjectList: electives[st] },
    member.token,
  )
  if (set.code !== 0) throw new Error(`${p.slug} ${p.score}: ${set.message}`)
  return { policy, st }
}

async function reachList(p: Profile): Promise<{ rank: number | null; rows: UnitListRow[]; key: string; note: string }> {
  const { policy, st } = await setProfile(p)
  const rows: UnitListRow[] = []
  let rank: number | null = null
  let note = ''
  for (let page = 1; page < 200; page++) {
    const res = await call('Wish/SpecialtyFirstListForecast', { BatchId: policy.mainBatchId, Tier: 'reach', PageIndex: page, PageSize: 50 }, member.token)
    if (res.code !== 0) throw new Error(`${p.slug}: ${res.message}`)
    rank = res.data.Rank
    note = res.data.DataNote
    rows.push(...res.data.List)
    if (rows.length >= res.data.Total || res.data.List.length === 0) break
  }
  return { rank, rows, key: `${p.slug} ${st} ${p.score}`, note }
}

describe('far-off units in the 冲 lists of the issue-30 profiles', () => {
  it('show at most 10 % and fall with selectivity at equal confidence', async () => {
    let units = 0
    const far: string[] = []
    const inverted: string[] = []
    for (const p of profiles) {
      const { rank, rows, key } = await reachList(p)
      units += rows.length
      // a province compared on 线差 (西藏) has no ranks to compare with
      if (rank === null) continue
      far.push(...farUnitsShown(rows, rank).map((r) => `${key}: ${r.SchoolName} ${r.GroupCode ?? r.MajorName ?? ''} ${Math.round(r.Probability! * 100)}%`))
      inverted.push(...selectivityViolations(rows).map((v) => `${key}: ${v}`))
      console.log(`${key} rank ${rank}: 冲 ${rows.length}, far > 10 %: ${farUnitsShown(rows, rank).length}, inversions: ${selectivityViolations(rows).length}`)
    }
    console.log(`far units > 10 % in ${units} 冲 units:\n${far.join('\n')}`)
    console.log(`inversions:\n${inverted.slice(0, 20).join('\n')}`)
    expect(far).toEqual([])
    expect(inverted).toEqual([])
  }, 900_000)

  it('the issue’s examples (printed for ADR 039)', async () => {
    const examples: [Profile, string, string?][] = [
      [{ id: 22, slug: 'jilin', score: 550, track: 'physics' }, '华中科技大学'],
      [{ id: 41, slug: 'henan', score: 580, track: 'physics' }, '郑州大学'],
      [{ id: 42, slug: 'hubei', score: 560, track: 'physics' }, '武汉科技大学'],
      [{ id: 33, slug: 'zhejiang', score: 610, track: 'any' }, '哈尔滨医科大学', '于维汉班'],
      [{ id: 33, slug: 'zhejiang', score: 610, track: 'any' }, '北京中医药大学', '实验班'],
      [{ id: 33, slug: 'zhejiang', score: 610, track: 'any' }, '西南交通大学'],
      [{ id: 44, slug: 'guangdong', score: 520, track: 'physics' }, '天津师范大学', '224'],
      [{ id: 54, slug: 'xizang', score: 450, track: 'physics' }, '福州大学'],
    ]
    const lines: string[] = []
    for (const [p, keyword, unit] of examples) {
      const { policy } = await setProfile(p)
      const res = await call('Wish/MySelfSearchForecast', { BatchId: policy.mainBatchId, Keyword: keyword, PageIndex: 1, PageSize: 50 }, member.token)
      const rows = res.data.List.filter(
        (r) => r.SchoolName === keyword && r.Probability !== null && (!unit || `${r.GroupCode ?? ''}${r.MajorName ?? ''}`.includes(unit)),
      ).sort((a, b) => b.Probability! - a.Probability!)
      const shown = rows
        .slice(0, 4)
        .map(
          (r) =>
            `${r.GroupCode ?? r.MajorName ?? ''} ${Math.round(r.Probability! * 100)}% (${r.History[0]?.Year} ${r.History[0]?.MinScore}/${r.History[0]?.MinRank ?? '—'})`,
        )
      lines.push(`${p.slug} ${p.score} rank ${res.data.Rank ?? '线差'} ${keyword}: ${shown.join('; ')}`)
    }
    console.log(`examples:\n${lines.join('\n')}`)
    expect(lines).toHaveLength(examples.length)
  }, 900_000)
})
