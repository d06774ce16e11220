import type { TestApp } from './build-test-app.ts'

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
