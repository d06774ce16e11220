import { createHash } from 'node:crypto'
import { SUBJECT_WORDS } from '../../modules/ai/ai-subjects-read.ts'
import type { SessionUser } from '../../services/sessions.ts'
import type { openEvalWorld } from './eval-context.ts'
import { freshStudent, provinceCodeNamed } from './eval-facts.repository.ts'
import type { HoldoutProfile } from './eval-holdout.ts'

type World = Awaited<ReturnType<typeof openEvalWorld>>
const TRACKS: Record<string, string[]> = {
  物理类: ['物理类', '物理', '理科', '首选物理'],
  历史类: ['历史类', '历史', '文科', '首选历史'],
  理科: ['理科', '物理类'],
  文科: ['文科', '历史类'],
  综合: ['综合', '不分文理', '3+3'],
}

/**
 * A signed-in student with the holdout family's saved score profile, saved through the real
 * `User/EditUserScore` (so the rank, year and 科类 are what the app itself stores). The 科类 value
 * is found by saving and reading back its name, as the score page does with its picker.
 */
export async function studentWithProfile(world: World, p: HoldoutProfile): Promise<SessionUser> {
  const key = createHash('sha256').update(JSON.stringify(p)).digest('hex')
  const mobile = `198${String(parseInt(key.slice(0, 10), 16) % 100_000_000).padStart(8, '0')}`
  const user: SessionUser = { userId: await freshStudent(world.db, mobile), sessionId: 0 }
  const provinceCode = await provinceCodeNamed(world.db, p.province)
  if (!provinceCode) throw new Error(`留出集的省份“${p.province}”不在数据里`)
  const wanted = Object.entries(TRACKS).find(([, names]) => names.includes(p.track))?.[1] ?? [p.track]
  // 思想政治 is the subject's full name (a v26 writer's 海南 profile): the score page's 政治
  const subjects = p.subjects
    .map((s) => SUBJECT_WORDS[s.replace(/类$/, '').replace(/^思想政治$/, '政治')] ?? s)
    .filter((s) => Object.values(SUBJECT_WORDS).includes(s))
  const ctx = world.context(user)
  for (const year of [2027, 2026]) {
    // a 文/理 province (西藏, 新疆) stores no 再选 subjects: a writer's 文科 with 政史地 is saved as 文科 alone
    for (const type of [1, 2, 3]) {
      for (const list of [subjects, []]) {
        try {
          const saved = (await ctx.invoke('User/EditUserScore', {
            ProvinceId: Number(provinceCode),
            Year: year,
            Score: p.score,
            SubjectType: type,
            SelectSubjectList: list as never[],
          })) as { SubjectTypeName: string }
          if (wanted.includes(saved.SubjectTypeName)) return user
          break
        } catch {
          // this year, 科类 value or subject list is not offered for the province: try the next
        }
      }
    }
  }
  throw new Error(`无法为留出集保存成绩：${p.province}${p.track}${p.score}分`)
}
