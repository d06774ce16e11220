import { describe, expect, it } from 'vitest'
import { aiDataPerFile, lastOfConversation } from './ai-data.test-kit.ts'

/**
 * The group classes of holdout v10 (ADR 087), over real HTTP with the built-in engine and the real dataset, in phrasings
 * of our own: a follow-up naming only another group keeps the college, province, track and year; a group number that a
 * campus with its own 院校代码 also uses is not given as a second line of the group; a special plan's group is answered
 * with its rank and plan type and never as a chance; a 专科 score under a table that stops at the 本科 line has no rank
 * read off the table's end. Expected numbers are read here with SQL.
 */
const { app, tokens } = aiDataPerFile({
  member: { mobile: '13600008701' },
})

async function conversation(turns: string[]) {
  const m = await lastOfConversation(app.baseUrl, turns, tokens.member)
  return m.Content
}

type GroupRow = { major_group: string; min_score: number; min_rank: number | null }

/** A college's own group-level ordinary rows (its own 院校代码's name) in a province, track and year, highest first. */
async function ownGroups(college: string, province: string, track: string, year: number) {
  return app.db.query<GroupRow>(
    `SELECT a.major_group, a.min_score, a.min_rank FROM admission_results a JOIN institutions i ON i.id = a.institution_id
      WHERE i.name = $1 AND a.province_code = $2 AND a.subject_type = $3 AND a.year = $4 AND a.unit_level = 'major-group'
        AND a.major_name IS NULL AND a.plan_type = '普通类' AND a.institution_name = i.name AND a.min_rank IS NOT NULL
      ORDER BY a.min_score DESC`,
    [college, province, track, year],
  )
}

describe('a follow-up that names only another group (holdout v10)', () => {
  it('answers that group’s line with its rank, whichever way the group is said', async () => {
    const groups = await ownGroups('安徽大学', '34', '物理类', 2025)
    expect(groups.length).toBeGreaterThan(1)
    const [first, second] = [groups[0]!, groups[1]!]
    const asked = `安徽大学${first.major_group}专业组安徽物理类2025年多少分`
    const n = Number(second.major_group)
    for (const follow of [`那${second.major_group}组呢`, `${second.major_group}呢`, `第${n}组`, `换成${second.major_group}组`, `${second.major_group}组咧？`]) {
      const a = await conversation([asked, follow])
      expect(a, follow).toContain(`“${second.major_group}组”的录取线`)
      expect(a, follow).toContain(`| 2025 | 物理类 | ${second.major_group}组 | ${second.min_score} | ${second.min_rank} |`)
      expect(a, follow).not.toContain(`| 2025 | 物理类 | ${first.major_group}组 |`)
    }
  }, 300_000)
  it('still answers another college, another year and the other track after a group question', async () => {
    const [first] = await ownGroups('安徽大学', '34', '物理类', 2025)
    const asked = `安徽大学${first!.major_group}专业组安徽物理类去年多少分`
    // led by 去年's line named with its year (ADR 115)
    expect(await conversation([asked, '那合肥工业大学呢'])).toMatch(/^去年（2025年）合肥工业大学[^\n]+\n\n\*\*合肥工业大学在安徽物理类/)
    expect(await conversation([asked, '那前年呢'])).toMatch(/安徽大学在安徽物理类/)
    expect(await conversation([asked, '历史类呢'])).toMatch(/安徽大学在安徽历史类/)
  }, 300_000)
})

describe('one group number under the college’s code and a campus’s own code (holdout v10)', () => {
  it('gives the college’s own row as the group’s line and names the campus apart', async () => {
    // a number the college and one of its campuses or schools (its own 院校代码, bracketed name) both use in one year
    const [pair] = await app.db.query<{ college: string; province: string; track: string; year: number; code: string; own: number; apart: number }>(
      `SELECT i.name AS college, p.short_name AS province, o.subject_type AS track, o.year, o.major_group AS code,
              o.min_score AS own, c.min_score AS apart
         FROM admission_results o JOIN institutions i ON i.id = o.institution_id JOIN provinces p ON p.code = o.province_code
         JOIN admission_results c ON c.institution_id = o.institution_id AND c.province_code = o.province_code AND c.year = o.year
          AND c.subject_type = o.subject_type AND c.major_group = o.major_group AND c.unit_level = 'major-group'
          AND c.institution_name ~ ('^' || i.name || '[（(][^）)]*(校区|医学院)[）)]$')
        WHERE o.institution_name = i.name AND o.unit_level = 'major-group' AND o.plan_type = '普通类' AND c.plan_type = '普通类'
          AND o.min_score <> c.min_score AND o.year = 2025
        ORDER BY o.min_score DESC LIMIT 1`,
    )
    expect(pair).toBeDefined()
    const a = await conversation([`${pair!.college}${pair!.code}组 ${pair!.province} ${pair!.track} ${pair!.year} 投档线`])
    const table = a.slice(a.indexOf('的录取线'), a.indexOf('最低录取线'))
    expect(table).toContain(`| ${pair!.own} |`)
    expect(table).not.toContain(`| ${pair!.apart} |`)
    expect(table).toMatch(/另设院校代码、单独投档/)
  }, 300_000)
})

describe('a special plan’s group asked by its number (holdout v10)', () => {
  it('gives its line with its rank and plan type, and never a chance from it', async () => {
    const [g] = await app.db.query<{ college: string; province: string; track: string; code: string; min_score: number; min_rank: number }>(
      `SELECT i.name AS college, p.short_name AS province, a.subject_type AS track, a.major_group AS code, a.min_score, a.min_rank
         FROM admission_results a JOIN institutions i ON i.id = a.institution_id JOIN provinces p ON p.code = a.province_code
        WHERE a.major_name LIKE '%(地方专项)' AND a.institution_name = i.name AND a.province_code = i.province_code
          AND a.min_rank IS NOT NULL AND a.year = 2025 AND a.unit_level = 'major-group'
        ORDER BY a.min_score DESC LIMIT 1`,
    )
    expect(g).toBeDefined()
    for (const q of [
      `${g!.college}地方专项${g!.code}组${g!.province}${g!.track}去年多少分`,
      `${g!.college} ${g!.code}组 地方专项 ${g!.province} 投档线 位次`,
    ]) {
      const a = await conversation([q])
      expect(a, q).toContain(String(g!.min_score))
      expect(a, q).toContain(String(g!.min_rank))
      expect(a, q).toContain('地方专项')
    }
    const chance = await conversation([`我${g!.province}${g!.track}${g!.min_score + 3}分，${g!.college}地方专项${g!.code}组稳吗`])
    expect(chance).not.toMatch(/\d+%/)
    expect(chance).toMatch(/不会用它估算录取概率|不用来估算/)
  }, 300_000)
})

describe('a 专科 score and a table that stops at the 本科 line (holdout v10)', () => {
  it('says the rank is after the table’s last one, with no null and no 等位分 read off a table’s floor', async () => {
    const [t] = await app.db.query<{ min_score: number; total: number }>(
      `SELECT min_score, total FROM score_rank_tables WHERE province_code = '14' AND subject_type = '物理类' ORDER BY year DESC LIMIT 1`,
    )
    for (const q of ['山西物理类200分能排多少名', '山西 物理 200 位次', '俺娃山西物理考了200分排第几嘞']) {
      const a = await conversation([q])
      expect(a, q).not.toMatch(/null|undefined/)
      expect(a, q).toContain(`${t!.total}** 名之后`)
      expect(a, q).not.toContain('等位分')
    }
    // 甘肃's earlier table starts above this rank: no 等位分 from it
    const floors = await app.db.query<{ year: number; min_score: number; total: number }>(
      `SELECT year, min_score, total FROM score_rank_tables WHERE province_code = '62' AND subject_type = '物理类'`,
    )
    const a = await conversation(['甘肃物理类300分位次多少'])
    for (const f of floors) expect(a).not.toContain(`| ${f.year} | 物理类 | ${f.min_score} |`)
  }, 300_000)
  it('answers the 专科 line and a 专科 list in a new-model and an old-model province without null', async () => {
    const [line] = await app.db.query<{ score: number }>(
      `SELECT score FROM control_lines WHERE province_code = '65' AND subject_type = '理科' AND batch LIKE '%专科%' AND category = '普通类'
        ORDER BY year DESC LIMIT 1`,
    )
    const old = await conversation(['新疆理科专科线多少'])
    expect(old).toContain(String(line!.score))
    for (const q of ['江西物理类380分专科能报哪些', '新疆理科250分高职能上啥', '山西物理200分 高职批 推荐几个']) {
      const a = await conversation([q])
      expect(a, q).not.toMatch(/null|undefined|第\s*\*?\*?\s*名/)
      expect(a, q).toMatch(/专科|高职/)
    }
  }, 300_000)
})

describe('a group only one locality’s candidates may fill (ADR 121)', () => {
  it('is not the college’s lowest ordinary line, and is said apart', async () => {
    // 福建 2026 华侨大学 历史类: its 面向厦门/面向泉州 groups (院校代码 of their own) start below its open groups
    const rows = await app.db.query<{ institution_name: string; min_score: number }>(
      `SELECT a.institution_name, a.min_score FROM admission_results a JOIN institutions i ON i.id = a.institution_id
        WHERE i.name = '华侨大学' AND a.province_code = '35' AND a.subject_type = '历史类' AND a.year = 2026
          AND a.unit_level = 'major-group' AND a.plan_type = '普通类' AND a.min_score IS NOT NULL`,
    )
    const open = Math.min(...rows.filter((r) => !r.institution_name.includes('面向')).map((r) => r.min_score))
    const local = Math.min(...rows.filter((r) => r.institution_name.includes('面向')).map((r) => r.min_score))
    expect(local).toBeLessThan(open)
    const a = await conversation(['华侨大学在福建历史类2026年最低多少分'])
    expect(a).toMatch(/面向(厦门|泉州)专业组/)
    expect(a).toContain(`| 2026 | 历史类 | 本科批 | ${open} |`)
  }, 300_000)
})
