import { ErrorCode } from '@gk/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { signUpCandidate, typedCall } from './wish-test-kit.ts'

let app: TestApp
const call = typedCall(() => app)
let member: { token: string; userId: number }
let free: { token: string; userId: number }
beforeAll(async () => {
  app = await buildTestApp({ withDataset: true })
  member = await signUpCandidate(app, { member: true })
  free = await signUpCandidate(app)
  for (const u of [member, free]) {
    const r = await call('User/EditUserScore', { ProvinceId: 32, Year: 2026, Score: 600, SubjectType: 2, SelectSubjectList: ['chemistry', 'biology'] }, u.token)
    expect(r.code).toBe(0)
  }
}, 180_000)
afterAll(async () => {
  await app.close()
})

describe('province facts', () => {
  it('lists provinces with data and the exam model per year from the policy records', async () => {
    const provinces = await call('Wish/WishProvince', {})
    expect(provinces.data.map((p) => p.ID)).toEqual(expect.arrayContaining([32, 33, 65]))
    // every province can take a score: 西藏 has no 一分一段表 and is answered from its score lines (ADR 026)
    expect(provinces.data).toHaveLength(31)
    expect(provinces.data.find((p) => p.ID === 54)).toMatchObject({ ProvinceName: '西藏', HasData: true, LatestYear: 0 })
    const js = await call('Public/ProvinceIsNewExam', { ProvinceId: 32, Year: 2026 })
    expect(js.data).toMatchObject({ IsNewExam: true, ExamModel: '3+1+2', SubjectCount: 2, FillingMode: 'major-group' })
    const xj = await call('Public/NewExamSubject', { ProvinceId: 65, Year: 2026 })
    expect(xj.data).toMatchObject({ IsNewExam: false, FillingMode: 'school', SubjectCount: 0 })
    expect(xj.data.SubjectTypes.map((s) => s.Label)).toEqual(expect.arrayContaining(['文科', '理科']))
    const zj = await call('Public/NewExamSubject', { ProvinceId: 33, Year: 2026 })
    expect(zj.data.Subjects.map((s) => s.Value)).toContain('technology')
    expect((await call('Wish/WishYear', { ProvinceId: 32 })).data).toContain(2026)
    expect((await call('Public/ProvinceIsFinalScore', { ProvinceId: 32, Year: 2026 })).data.IsFinalScore).toBe(true)
    expect((await call('Public/NewExamProvince', { Year: 2026 })).data.map((p) => p.ID)).not.toContain(65)
    // 新疆 sits its first 3+1+2 exam in 2027 (a record of its own, unverified until confirmed)
    expect((await call('Public/NewExamProvinceYear', { ProvinceId: 65 })).data.Years).toEqual([2027])
    expect((await call('Wish/WishProvinceAll', {})).data).toHaveLength(31)
  })

  it('refuses an unknown province and a year without policy', async () => {
    expect((await call('Public/ProvinceIsNewExam', { ProvinceId: 20, Year: 2026 })).code).toBe(ErrorCode.WishProvinceUnknown)
    expect((await call('Public/ProvinceIsNewExam', { ProvinceId: 32, Year: 2029 })).code).toBe(ErrorCode.WishYearUnsupported)
  })
})

describe('score profile', () => {
  it('computes the rank at once and mirrors the score into StudentInfo', async () => {
    const r = await call(
      'User/EditUserScore',
      { ProvinceId: 32, Year: 2026, Score: 600, SubjectType: 2, SelectSubjectList: ['chemistry', 'biology'] },
      member.token,
    )
    expect(r.data.Rank).toBeGreaterThan(1000)
    expect(r.data.RankTableYear).toBe(2026)
    expect(r.data.SubjectTypeName).toBe('物理类')
    const info = await call('User/StudentInfo', {}, member.token)
    expect(info.data).toMatchObject({ Score: 600, ExamProvinceId: 32, ExamYear: 2026 })
    const config = await call('User/SysUserConfig', {}, member.token)
    expect(config.data.ScoreProfile?.Rank).toBe(r.data.Rank)
  })

  it('refuses scores out of range and combinations the province does not allow', async () => {
    const base = { ProvinceId: 32, Year: 2026, SubjectType: 2, SelectSubjectList: ['chemistry', 'biology'] }
    const high = await call('User/EditUserScore', { ...base, Score: 751 }, free.token)
    expect(high.code).toBe(ErrorCode.WishScoreOutOfRange)
    expect(high.message).toContain('750')
    expect((await call('User/EditUserScore', { ...base, Score: 1000 }, free.token)).code).toBe(ErrorCode.InvalidInput)
    const combined = await call('User/EditUserScore', { ...base, Score: 600, SubjectType: 3 }, free.token)
    expect(combined.code).toBe(ErrorCode.WishSubjectComboInvalid)
    expect(combined.message).toContain('物理类')
    const tech = await call('User/EditUserScore', { ...base, Score: 600, SelectSubjectList: ['chemistry', 'technology'] }, free.token)
    expect(tech.code).toBe(ErrorCode.WishSubjectComboInvalid)
    expect(tech.message).toContain('技术')
    const xjNew = await call('User/EditUserScore', { ProvinceId: 65, Year: 2026, Score: 500, SubjectType: 2, SelectSubjectList: ['chemistry'] }, free.token)
    expect(xjNew.code).toBe(ErrorCode.WishSubjectComboInvalid)
  })

  it('takes a manual rank, the real score and gives 等位分 of earlier years', async () => {
    const manual = await call('User/EditScoreRecordNumber', { Rank: 12_345 }, free.token)
    expect(manual.data).toMatchObject({ Rank: 12_345, ManualRank: 12_345, RankSource: '考生填写的位次' })
    const real = await call('User/UpdateStudentFinalScore', { FinalScore: 605 }, free.token)
    expect(real.data.FinalScore).toBe(605)
    expect(real.data.ManualRank).toBeNull()
    expect((await call('User/StudentInfo', {}, free.token)).data.FinalScore).toBe(605)
    const dwf = await call('User/SysDWFConfig', {}, free.token)
    expect(dwf.data.Items.find((i) => i.Year === 2025)?.Score).toBeGreaterThan(500)
    const cfg = await call('User/SysScoreConfig', { ProvinceId: 32, Year: 2026 })
    expect(cfg.data).toMatchObject({ MinScore: 0, MaxScore: 750, SubjectCount: 2 })
  })

  it('needs a profile before recommendations', async () => {
    const fresh = await signUpCandidate(app, { member: true })
    expect((await call('Wish/BatchList', {}, fresh.token)).code).toBe(ErrorCode.WishProfileRequired)
    expect((await call('Wish/BatchList', {})).code).toBe(ErrorCode.SessionExpired)
  })
})
