import { describe, expect, it } from 'vitest'
import { aiDataPerFile } from './ai-data.test-kit.ts'

/**
 * ADR 152: several things of one kind asked at once, each answered — several scores' ranks from one table, the fees of
 * two units of one college with the 中外合作 fee kept (and the whole course's fee computed when asked), a batch line of
 * a relative year and a year in digits. Over real HTTP through the built-in engine on the seeded dataset, in phrasings
 * of our own; expected numbers read with SQL.
 */
const { app, askText: ask } = aiDataPerFile({ student: { mobile: '13600015201', member: false } })

const cumulative = async (code: string, track: string, score: number) => {
  const rows = await app.db.query<{ cumulative: number }>(
    `SELECT cumulative FROM score_rank_rows WHERE province_code = $1 AND year = 2026 AND subject_type = $2 AND score = $3`,
    [code, track, score],
  )
  return rows[0]!.cumulative
}

describe('several scores in one ask', () => {
  it('gives every score its rank from the same table, however the list is written', async () => {
    const ranks = await Promise.all([570, 590, 610].map((s) => cumulative('42', '物理类', s)))
    for (const q of ['湖北物理类570、590、610分今年各排多少名', '湖北 物理类 2026 570/590/610 位次', '湖北物理类570跟590还有610分别是多少位次']) {
      const a = await ask(q)
      for (const r of ranks) expect(a, q).toContain(`第 **${r}** 名`)
      expect(a, q).not.toMatch(/满分是/)
    }
  })
  it('leaves one score with a range, and a list of subjects’ marks, as one score', async () => {
    const a = await ask('湖北物理类 语文120 数学130 英语125 物理90 化学85 生物80 排多少名')
    expect(a).toContain(`第 **${await cumulative('42', '物理类', 630)}** 名`)
    expect(a).not.toMatch(/个分数各自的位次/)
  })
})

const fee = async (college: string, code: string, major: RegExp, type: string) => {
  const rows = await app.db.query<{ major_name: string; plan_type: string; tuition: number; years: number }>(
    `SELECT major_name, plan_type, tuition, years FROM enrollment_plans
      WHERE institution_id = (SELECT id FROM institutions WHERE name = $1) AND province_code = $2 AND tuition IS NOT NULL
        AND year = (SELECT MAX(year) FROM enrollment_plans WHERE province_code = $2)`,
    [college, code],
  )
  return rows.find((r) => major.test(r.major_name) && r.plan_type === type)!
}

describe('fees of two units of one college', () => {
  it('keeps the 中外合作 fee of the major it is asked of, beside the other major’s ordinary fee', async () => {
    const coop = await fee('燕山大学', '13', /^机械设计制造及其自动化\(中外合作办学\)$/, '中外合作')
    const ordinary = await fee('燕山大学', '13', /^自动化$/, '普通类')
    for (const q of [
      '河北物理类，燕山大学机械设计制造及其自动化中外合作学费多少？普通的自动化呢？',
      '燕大 自动化 学费 中外合作 机械设计制造及其自动化 学费 河北',
    ]) {
      const a = await ask(q)
      expect(a, q).toContain(`${coop.tuition}元/年`)
      expect(a, q).toContain(`${ordinary.tuition}元/年`)
    }
  })
  it('a programme asked without a major, and an ordinary major after it', async () => {
    const ordinary = await fee('燕山大学', '13', /^自动化$/, '普通类')
    const coop = await fee('燕山大学', '13', /^自动化\(中外合作办学\)$/, '中外合作')
    const a = await ask('河北的，燕大中外合作的学费多少？普通的自动化又多少？')
    expect(a).toContain(`${coop.tuition}元/年`)
    expect(a).toContain(`${ordinary.tuition}元/年`)
  })
  it('the whole course’s fee is the yearly fee × 学制, said as computed', async () => {
    const coop = await fee('燕山大学', '13', /^自动化\(中外合作办学\)$/, '中外合作')
    const a = await ask('河北 燕山大学自动化中外合作四年一共多少学费')
    expect(a).toContain(`${coop.tuition}元/年 × ${coop.years}年 = **${coop.tuition * coop.years}元**`)
    expect(a).toContain('计算得出')
  })
})

describe('a batch line of a relative year and a year in digits', () => {
  it('answers both years, each from its own lines', async () => {
    const line = async (year: number) =>
      (
        await app.db.query<{ score: number }>(
          `SELECT score FROM control_lines WHERE province_code = '13' AND year = $1 AND subject_type = '物理类' AND category = '普通类' AND batch LIKE '%本科%'`,
          [year],
        )
      )[0]?.score
    const a = await ask('河北物理类今年和23年的本科线')
    expect(a).toContain(`| 2026 | 物理类 | 普通类本科录取控制分数线 | ${await line(2026)} |`)
    expect(a).toContain(`| 2023 | 物理类 | 本科批 | ${await line(2023)} |`)
    expect(a).not.toMatch(/对口/)
  })
})

describe('two majors of one college asked for one 选科 (ADR 159)', () => {
  it('answers each major’s requirement in turn', async () => {
    const a = await ask('选考化学、生物、地理，杭州医学院的临床医学和护理学我能报吗？')
    expect(a).toMatch(/“临床医学”/)
    expect(a).toMatch(/“护理学”/)
    expect(a).toContain('物理')
  })
})
