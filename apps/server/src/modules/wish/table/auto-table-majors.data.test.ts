import { describe, expect, it } from 'vitest'
import { datasetMemberPerFile } from '../../../testing/students.ts'
import { typedCall } from '../wish-test-kit.ts'
import { pickerMajors } from './auto-table.test-kit.ts'

/**
 * The one-tap table near the 本科 line in the 专业组 provinces whose group data is partial (issue #29, ADR 059):
 * every wish is a unit whose majors are known, so no major picker is empty. The last session reported on
 * ds-abc3640c42f34069 安徽 7 and 江西 9 empty pickers near their lines (coded groups of schools no source gives a major
 * for); measured here on ds-f01c84dfc0f9021b with the new rule: 0 in each of the five provinces.
 */
const { app, member } = datasetMemberPerFile()
const call = typedCall(() => app)

/** The province's 本科 line of the 2026 season for 物理类 (as the app reports it to the candidate). */
async function physicsLine(ProvinceId: number): Promise<number> {
  const setScore = (Score: number) =>
    call('User/EditUserScore', { ProvinceId, Year: 2026, Score, SubjectType: 2, SelectSubjectList: ['chemistry', 'biology'] }, member.token)
  expect((await setScore(450)).code).toBe(0)
  const batches = await call('Wish/BatchList', {}, member.token)
  expect(batches.code).toBe(0)
  return batches.data.find((b) => b.BatchId === 'undergraduate')!.ControlLine!
}

/** The wishes of the one-tap table at `score` whose major picker lists nothing, and how many wishes choose majors. */
async function emptyPickers(ProvinceId: number, score: number) {
  const set = await call(
    'User/EditUserScore',
    { ProvinceId, Year: 2026, Score: score, SubjectType: 2, SelectSubjectList: ['chemistry', 'biology'] },
    member.token,
  )
  expect(set.code).toBe(0)
  const res = await call('Wish/AutoTable', { BatchId: 'undergraduate' }, member.token)
  expect(res.code).toBe(0)
  const empty = (await pickerMajors(call, member.token, res.data.Wishes)).filter((p) => p.names.length === 0).map((p) => p.label)
  return { wishes: res.data.Wishes.length, withMajors: res.data.Wishes.filter((w) => w.MajorNames.length > 0).length, empty }
}

describe('one-tap table near the line where the 专业组 data is partial (issue #29)', () => {
  for (const [name, id] of [
    ['安徽', 34],
    ['江西', 36],
    ['内蒙古', 15],
    ['福建', 35],
    ['河南', 41],
  ] as const) {
    it(`${name} 物理类 at the line +20: no empty major picker`, async () => {
      const line = await physicsLine(id)
      const m = await emptyPickers(id, line + 20)
      console.log(
        `${name} 物理 ${line + 20}: ${m.withMajors}/${m.wishes} wishes with chosen majors, ${m.empty.length} empty major pickers ${m.empty.join('；')}`,
      )
      expect(m.wishes).toBeGreaterThan(0)
      expect(m.empty).toEqual([])
    }, 300_000)
  }
})

describe('major picker of a group keyed by institution, 院校代码 and number (issue #29)', () => {
  it('gives same-numbered groups of two codes of one school their own majors', async () => {
    // find a school of the 河南 物理类 batch with one group number under two 院校代码 and different majors
    expect(
      (await call('User/EditUserScore', { ProvinceId: 41, Year: 2026, Score: 560, SubjectType: 2, SelectSubjectList: ['chemistry', 'biology'] }, member.token))
        .code,
    ).toBe(0)
    const rows = await app.db.query<{ institution_id: string }>(
      `SELECT institution_id FROM admission_results WHERE province_code = '41' AND year = 2025 AND unit_level = 'major-group' AND provincial_code IS NOT NULL
        GROUP BY institution_id HAVING COUNT(DISTINCT provincial_code) > 1 ORDER BY institution_id LIMIT 40`,
    )
    let checked = 0
    for (const { institution_id: SchoolId } of rows) {
      const units = await call('Wish/NewExamSchoolScoreLine', { BatchId: 'undergraduate', SchoolId }, member.token)
      if (units.code !== 0) continue
      const byGroup = new Map<string, typeof units.data.List>()
      for (const u of units.data.List) if (u.GroupCode && u.SchoolCode) byGroup.set(u.GroupCode, [...(byGroup.get(u.GroupCode) ?? []), u])
      const pair = [...byGroup.values()].find((g) => g.length > 1 && g[0]!.Majors.join() !== g[1]!.Majors.join() && g.every((u) => u.Majors.length > 0))
      if (!pair) continue
      for (const u of pair) {
        const list = await call('Wish/Specialty', { BatchId: 'undergraduate', SchoolId, SchoolCode: u.SchoolCode!, GroupCode: u.GroupCode! }, member.token)
        expect(list.code).toBe(0)
        expect(list.data.List.map((m) => m.MajorName)).toEqual(u.Majors)
      }
      checked++
    }
    console.log(`same-numbered groups of two codes checked: ${checked}`)
    expect(checked).toBeGreaterThan(0)
  }, 300_000)
})
