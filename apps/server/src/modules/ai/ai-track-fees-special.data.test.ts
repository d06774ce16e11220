import { describe, expect, it } from 'vitest'
import { aiDataPerFile } from './ai-data.test-kit.ts'

/**
 * Issue 31, the classes left by holdout v14 that ADR 112 fixes, over real HTTP through the built-in engine with the
 * real dataset, in phrasings of our own: a major planned for one track only asked by a candidate of the other (said
 * 不能报 with the track and the 再选 subject), a track asked with no 选科, two colleges' fees in one question (之江学院 by
 * its own part), a shared short name with no province (each reading's fee), and a special plan's line asked beside who
 * may apply where the plan book has no row of it. Expected numbers are read with SQL.
 */
const { app, tokens, ask } = aiDataPerFile({
  student: { mobile: '13600011201', member: false },
  hebeiHistory: { mobile: '13600011202', member: false, profile: { ProvinceId: 13, Score: 575, Track: '历史类', Subjects: ['politics', 'geography'] } },
})
const fee = async (code: string, school: string, major: string) => {
  const rows = await app.db.query<{ tuition: number }>(
    `SELECT tuition FROM enrollment_plans WHERE province_code = $1 AND institution_name LIKE $2 AND major_name LIKE $3 AND tuition > 0
     ORDER BY year DESC LIMIT 1`,
    [code, `${school}%`, `${major}%`],
  )
  return rows[0]?.tuition ?? null
}

describe('a major planned for one track only', () => {
  it('says a saved 历史类 candidate cannot fill 河北大学 临床医学: 物理类 only, 再选 化学', async () => {
    const rows = await app.db.query<{ subject_type: string; requirement_text: string }>(
      `SELECT DISTINCT subject_type, requirement_text FROM enrollment_plans WHERE province_code = '13' AND institution_name LIKE '河北大学(%'
       AND major_name = '临床医学' AND year = (SELECT max(year) FROM enrollment_plans WHERE province_code = '13')`,
    )
    expect(rows.map((r) => r.subject_type)).toEqual(['物理类'])
    for (const q of ['河北大学临床医学专业我这个选科填得了不', '我想去河大读临床，可以填吗']) {
      const a = (await ask(q, tokens.hebeiHistory)).Content
      expect(a.split('\n')[0]).toMatch(/不能报/)
      expect(a).toContain('只招物理类')
      expect(a).toContain(rows[0]!.requirement_text)
    }
  })

  it('says why in a chance question too, before the college’s other units', async () => {
    const a = (await ask('河北大学临床医学我有没有戏', tokens.hebeiHistory)).Content
    expect(a).toMatch(/不能报\*\*：河北大学“临床医学”只招物理类/)
  })

  it('answers a track asked without 选科 plainly: 历史类 cannot apply where every row needs 物理', async () => {
    const a = (await ask('历史类的学生能不能报广西医科大学的临床医学？选科咋要求的')).Content
    expect(a).toMatch(/不能报/)
    expect(a).toContain('物理')
  })
})

describe('fees of two colleges, and of a shared short name', () => {
  it('gives each college’s fee when two are asked together, 之江学院 read by its own part', async () => {
    const zjut = await fee('33', '浙江工业大学', '计算机')
    const zhijiang = await fee('33', '浙江工业大学之江学院', '计算机')
    expect(zjut).not.toBeNull()
    expect(zhijiang).not.toBeNull()
    const a = (await ask('之江学院的计算机和浙工大的计算机，一年学费各要多少')).Content
    expect(a).toContain('浙江工业大学之江学院')
    expect(a).toContain(String(zhijiang))
    expect(a).toContain(String(zjut))
  })

  it('gives every reading of 河大 when nothing says where the asker is', async () => {
    const hbu = await fee('13', '河北大学', '临床医学')
    expect(hbu).not.toBeNull()
    const a = (await ask('河大临床学费贵不贵，读几年')).Content
    expect(a).toContain('河南大学')
    expect(a).toContain('河北大学')
    expect(a).toContain(String(hbu))
  })
})

describe('a special plan’s line beside who may apply', () => {
  it('gives 湖北大学’s 国家专项 物理类 line from the admissions and the eligibility, in one answer', async () => {
    const [row] = await app.db.query<{ min_score: number }>(
      `SELECT min(min_score) AS min_score FROM admission_results WHERE province_code = '42' AND institution_name = '湖北大学'
       AND plan_type = '国家专项' AND subject_type = '物理类' AND year = 2026`,
    )
    expect(row?.min_score).toBeGreaterThan(0)
    const a = (await ask('湖北大学国家专项物理类今年投档最低几分？要满足啥条件才能报')).Content
    expect(a).toContain(String(row!.min_score))
    expect(a).toMatch(/户籍/)
    expect(a).not.toMatch(/录取概率约|\d+%/)
  })
})

describe('an affiliated college named by its own part beside other words', () => {
  it('reads 「（不算之江学院）」 and 「不然的话之江学院呢」 as that college, never as a name the data lacks', async () => {
    for (const q of ['浙江工业大学（不算之江学院）2026年在浙江最低多少分', '浙工大我够不着的话之江学院呢，去年最低分多少']) {
      const a = (await ask(q)).Content
      expect(a).not.toContain('没有找到')
      expect(a).toMatch(/之江学院|浙江工业大学/)
    }
  })
})
