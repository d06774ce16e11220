import { beforeAll } from 'vitest'
import { testAppPerFile, type TestApp } from './build-test-app.ts'

/** A saved score profile as the score page saves it: the 科类 by its name, the picker's value found by saving and reading back. */
export type SavedProfile = { ProvinceId: number; Year?: number; Score: number; Track: string; Subjects?: string[] }

/**
 * The one place the assistant's tests make a signed-in student: signed up as the web client does, made a member
 * (the chances are the members' part, ADR 045) unless `member: false`, with a saved score profile when given.
 * Returns the session token.
 */
export async function signUpStudent(app: TestApp, mobile: string, options: { member?: boolean; profile?: SavedProfile } = {}): Promise<string> {
  const res = await app.signUp({ Mobile: mobile, Password: 'abc12345' })
  if (!res.data) throw new Error(`注册失败：${mobile} ${res.code}`)
  if (options.member !== false) await app.db.query('UPDATE users SET member_type = 1 WHERE id = $1', [res.data.UserId])
  const p = options.profile
  if (p) {
    let saved = false
    for (const type of [1, 2, 3]) {
      const r = await app.call(
        'User/EditUserScore',
        { ProvinceId: p.ProvinceId, Year: p.Year ?? 2026, Score: p.Score, SubjectType: type, SelectSubjectList: p.Subjects ?? [] },
        res.data.token,
      )
      if (r.code === 0 && (r.data as { SubjectTypeName?: string } | undefined)?.SubjectTypeName === p.Track) {
        saved = true
        break
      }
    }
    if (!saved) throw new Error(`无法保存成绩：${p.ProvinceId} ${p.Track} ${p.Score}`)
  }
  return res.data.token
}

let counter = 0

/** A fresh signed-in user (optionally a ZNK member, MemberType 1) with a mobile no other test of the run has. */
export async function signUpCandidate(app: TestApp, options: { member?: boolean } = {}): Promise<{ token: string; userId: number }> {
  counter += 1
  const mobile = `137${String(Date.now() % 100_000).padStart(5, '0')}${String(counter % 1000).padStart(3, '0')}`
  const res = await app.signUp({ Mobile: mobile, Password: 'abc12345', ExamYear: 2026, ExamProvinceId: 32 })
  if (res.code !== 0) throw new Error(`sign up failed: ${res.message}`)
  if (options.member) await app.db.query('UPDATE users SET member_type = 1 WHERE id = $1', [res.data.UserId])
  return { token: res.data.token, userId: res.data.UserId }
}

/** A fixed instant of the 2027 season (the season rule makes it so, not a year in the test): after the 2026 admissions, planning for 2027. */
export const SEASON_CLOCK = '2026-11-27T08:00:00Z'

export type DatasetMemberOptions = {
  /** the app's clock is fixed here (e.g. SEASON_CLOCK); the test clock's own start otherwise */
  clock?: string
  env?: Record<string, string>
  /** a score profile saved before the first test, as the score page saves it (User/EditUserScore's input) */
  profile?: Record<string, unknown>
}

/**
 * The data tests' set-up: one app on the seeded embedded DB for the test file (built before its first test, closed
 * after its last) with a member signed in, and a saved score profile when given. `member` is filled in by the time
 * the tests run.
 */
export function datasetMemberPerFile(options: DatasetMemberOptions = {}): { app: TestApp; member: { token: string; userId: number } } {
  const app = testAppPerFile({ withDataset: true, ...(options.env ? { env: options.env } : {}) })
  const member = { token: '', userId: 0 }
  beforeAll(async () => {
    if (options.clock) app.clock.set(new Date(options.clock))
    Object.assign(member, await signUpCandidate(app, { member: true }))
    if (options.profile) {
      const saved = await app.call('User/EditUserScore', options.profile, member.token)
      if (saved.code !== 0) throw new Error(`无法保存成绩：${saved.message}`)
    }
  })
  return { app, member }
}
