import { describe, expect, it } from 'vitest'
import { datasetMemberPerFile, SEASON_CLOCK } from '../../../testing/students.ts'
import { typedCall } from '../wish-test-kit.ts'
import { MAIN_ROUND_SQL } from '../../../db/read-model/admission-round.ts'

const { app, member } = datasetMemberPerFile({ clock: SEASON_CLOCK })
const call = typedCall(() => app)

type Scores = { institution_id: string; year: number; main: number[]; later: number[] }

/**
 * Schools whose solicitation-round rows (征集 …) carry scores their main-round rows of the same year and
 * track never have: where a unit's line equals one of those scores, a later round became the line.
 */
async function mixedSchools(province: string, subjectType: string, batch: RegExp, limit: number): Promise<Scores[]> {
  const rows = await app.db.query<Scores>(
    `SELECT institution_id, year,
            array_agg(DISTINCT min_score) FILTER (WHERE ${MAIN_ROUND_SQL}) AS main,
            array_agg(DISTINCT min_score) FILTER (WHERE NOT ${MAIN_ROUND_SQL}) AS later
       FROM admission_results
      WHERE province_code = $1 AND subject_type = $2 AND batch ~ $3 AND year >= 2023 AND min_score IS NOT NULL
        AND institution_id IS NOT NULL AND plan_type = '普通类'
      GROUP BY institution_id, year
     HAVING count(*) FILTER (WHERE ${MAIN_ROUND_SQL}) > 0 AND count(*) FILTER (WHERE NOT ${MAIN_ROUND_SQL}) > 0
      ORDER BY institution_id, year`,
    [province, subjectType, batch.source],
  )
  const bySchool = [...new Set(rows.map((r) => r.institution_id))].slice(0, limit)
  return rows.filter((r) => bySchool.includes(r.institution_id)).map((r) => ({ ...r, main: r.main.map(Number), later: r.later.map(Number) }))
}

const cases = [
  { name: '重庆 物理类 本科批（第1–3次征集、降分投档）', ProvinceId: 50, code: '50', Score: 480, st: '物理类', batch: /^本科批$/, BatchId: 'undergraduate' },
  { name: '重庆 物理类 高职专科批（第1–2次征集）', ProvinceId: 50, code: '50', Score: 300, st: '物理类', batch: /^高职专科批$/, BatchId: 'vocational' },
  { name: '湖南 物理类 高职专科批（第一、二次征集志愿）', ProvinceId: 43, code: '43', Score: 300, st: '物理类', batch: /^高职专科批$/, BatchId: 'vocational' },
]

describe('a unit’s line comes from the main round, never from a solicitation round', () => {
  for (const c of cases) {
    it(c.name, async () => {
      const profile = { ProvinceId: c.ProvinceId, Year: 2027, Score: c.Score, SubjectType: 2, SelectSubjectList: ['physics', 'chemistry', 'biology'] }
      expect((await call('User/EditUserScore', profile, member.token)).code).toBe(0)
      const schools = await mixedSchools(c.code, c.st, c.batch, 25)
      let checked = 0
      const fromLaterRound: string[] = []
      for (const schoolId of new Set(schools.map((s) => s.institution_id))) {
        const res = await call('Wish/NewExamSchoolScoreLine', { BatchId: c.BatchId, SchoolId: schoolId }, member.token)
        expect(res.code).toBe(0)
        for (const row of res.data.List) {
          for (const h of row.History) {
            const s = schools.find((x) => x.institution_id === schoolId && x.year === h.Year)
            if (!s || h.MinScore === null) continue
            checked += 1
            if (s.later.includes(h.MinScore) && !s.main.includes(h.MinScore))
              fromLaterRound.push(`${row.SchoolName} ${row.GroupCode ?? row.MajorName ?? ''} ${h.Year}: ${h.MinScore}`)
          }
        }
      }
      // the check must reach unit-years whose school had both rounds that year
      expect(checked).toBeGreaterThan(10)
      expect(fromLaterRound).toEqual([])
    })
  }
})

describe('the college page shows solicitation rows as such, never as the college’s line', () => {
  it('重庆: 征集 majors are labelled, the college line is the lowest main-round major', async () => {
    const [s] = await app.db.query<{ institution_id: string; main: number; later: number }>(
      `SELECT institution_id, min(min_score) FILTER (WHERE ${MAIN_ROUND_SQL}) AS main, min(min_score) FILTER (WHERE NOT ${MAIN_ROUND_SQL}) AS later
         FROM admission_results
        WHERE province_code = '50' AND year = 2025 AND subject_type = '物理类' AND batch = '本科批' AND unit_level = 'major' AND plan_type = '普通类'
          AND institution_id NOT IN (SELECT institution_id FROM admission_results
                                      WHERE province_code = '50' AND year = 2025 AND subject_type = '物理类' AND unit_level <> 'major')
        GROUP BY institution_id
       HAVING min(min_score) FILTER (WHERE NOT ${MAIN_ROUND_SQL}) < min(min_score) FILTER (WHERE ${MAIN_ROUND_SQL})
        ORDER BY count(*) DESC LIMIT 1`,
    )
    expect(s).toBeDefined()
    const input = { SchoolId: s!.institution_id, ProvinceId: 50, Year: 2025, SubjectType: '物理类' }
    const rows = []
    for (let PageIndex = 1; PageIndex < 20; PageIndex += 1) {
      const page = await call('School/SchoolSpecialtyScoreLine', { ...input, PageIndex, PageSize: 50 }, member.token)
      expect(page.code).toBe(0)
      rows.push(...page.data.List)
      if (rows.length >= page.data.Total) break
    }
    // every row below the main round's lowest score is a solicitation row, and says so
    const below = rows.filter((r) => r.SubjectType === '物理类' && r.MinScore !== null && r.MinScore < Number(s!.main))
    expect(below.length).toBeGreaterThan(0)
    expect(below.filter((r) => !/征集|降分/.test(r.Batch))).toEqual([])
    const lines = await call('School/SchoolEnrollment', input, member.token)
    expect(lines.code).toBe(0)
    const college = lines.data.List.find((l) => l.Year === 2025 && l.SubjectType === '物理类' && l.Batch.startsWith('本科批（'))
    expect(college?.MinScore).toBe(Number(s!.main))
  })
})

describe('the major page never takes a solicitation row for a college’s line', () => {
  it('重庆: the major with the most 征集 rows', async () => {
    const [m] = await app.db.query<{ major_id: string }>(
      `SELECT major_id FROM admission_results WHERE province_code = '50' AND major_id IS NOT NULL AND NOT ${MAIN_ROUND_SQL}
        GROUP BY major_id ORDER BY count(*) DESC LIMIT 1`,
    )
    const scores = await app.db.query<{ institution_id: string; year: number; main: number[] | null; later: number[] | null }>(
      `SELECT institution_id, year, array_agg(DISTINCT min_score) FILTER (WHERE ${MAIN_ROUND_SQL}) AS main,
              array_agg(DISTINCT min_score) FILTER (WHERE NOT ${MAIN_ROUND_SQL}) AS later
         FROM admission_results WHERE province_code = '50' AND major_id = $1 GROUP BY institution_id, year`,
      [m!.major_id],
    )
    const colleges = []
    for (let PageIndex = 1; PageIndex <= 40; PageIndex += 1) {
      const res = await call('Specialty/SpecialtyInfo', { SpecialtyId: m!.major_id, ProvinceId: 50, PageIndex, PageSize: 50 })
      expect(res.code).toBe(0)
      colleges.push(...res.data.Colleges)
      if (res.data.Colleges.length < 50) break
    }
    const withBoth = colleges.filter((c) => scores.some((s) => s.institution_id === c.SchoolId && s.year === c.Year && s.main && s.later))
    expect(withBoth.length).toBeGreaterThan(5)
    const fromLaterRound = colleges.filter((c) => {
      const s = scores.find((x) => x.institution_id === c.SchoolId && x.year === c.Year)
      return c.Basis === 'major' && c.MinScore !== null && s?.later?.map(Number).includes(c.MinScore) && !s.main?.map(Number).includes(c.MinScore)
    })
    expect(fromLaterRound.map((c) => `${c.SchoolName} ${c.Year}: ${c.MinScore}`)).toEqual([])
  })
})
