import { describe, expect, it } from 'vitest'
import { probabilityFor } from '../../cli/ai-eval/eval-holdout.ts'
import { aiDataPerFile } from './ai-data.test-kit.ts'

/**
 * ADR 099: a college's chance asked with a special plan beside it is answered with both — the ordinary groups' chance
 * and lowest line, then the plan's own line labelled, who may apply and no probability from it; a number that names a
 * group by its line is not the score; a chance asked beside a line or in dialect words (够唔够, 够着, 得不得行) is
 * answered. Over real HTTP through the built-in engine on the seeded dataset; expected lines read with SQL.
 */
const {
  app,
  tokens,
  askText: ask,
} = aiDataPerFile({
  hubei: { mobile: '13600009911', member: true, profile: { ProvinceId: 42, Score: 560, Track: '物理类', Subjects: ['chemistry', 'biology'] } },
})
const PERCENT = /\d{1,3}%/

/** The lowest line of a college's plan type in a province and track, in the newest year that plan has one. */
async function lowest(college: string, province: string, track: string, planType: string) {
  const rows = await app.db.query<{ year: number; low: number }>(
    `SELECT year, MIN(min_score)::int AS low FROM admission_results
      WHERE institution_id = (SELECT id FROM institutions WHERE name = $1) AND province_code = $2 AND subject_type = $3
        AND plan_type = $4 AND min_score IS NOT NULL
      GROUP BY year ORDER BY year DESC LIMIT 1`,
    [college, province, track, planType],
  )
  expect(rows.length).toBe(1)
  return rows[0]!
}

describe('a chance with a special plan asked beside it', () => {
  it('gives the ordinary chance and lowest line, then the plan labelled with who may apply and no probability', async () => {
    const ordinary = await lowest('三峡大学', '42', '物理类', '普通类')
    const special = await lowest('三峡大学', '42', '物理类', '国家专项')
    const text = await ask('三峡大学我报得上不？听说它国家专项的组低一截，那个我能填吗', tokens.hubei)
    expect(text).toContain('普通类')
    expect(text).toContain(`${ordinary.low}分`)
    expect(text).toContain(`| ${special.low} |`)
    expect(text).toContain('国家专项谁能报')
    expect(text).toMatch(PERCENT)
    // the percentages are the ordinary groups': none beside the plan's name, and the plan is said to get none
    expect(probabilityFor(text, '国家专项')).toBe(false)
  })
  it('answers 专项 alone (专项组) beside 普通组 the same way, each 专项 line labelled', async () => {
    const text = await ask('三峡大学 普通组和专项组 我进得去吗', tokens.hubei)
    expect(text).toContain('普通类')
    expect(text).toMatch(/国家专项|地方专项/)
    expect(probabilityFor(text, '国家专项')).toBe(false)
  })
  it('keeps the plan’s own chance asked alone a special-plan answer with no probability', async () => {
    const text = await ask('三峡大学的国家专项我能上吗？给个概率', tokens.hubei)
    expect(text).toContain('国家专项')
    expect(text).not.toMatch(PERCENT)
  })
})

describe('numbers and words of a chance question', () => {
  it('reads 「562那个组」 as a group’s line and the other number as the score', async () => {
    const text = await ask('三峡大学 562那个组 556能报吗', tokens.hubei)
    expect(text).toContain('556')
    expect(text).not.toContain('**湖北物理类 562分**')
    expect(text).toContain('地方专项')
  })
  it('answers a chance said in dialect words with the saved score', async () => {
    for (const q of ['咱这分三峡大学能够着不', '三峡大学我这分够唔够']) expect(await ask(q, tokens.hubei)).toMatch(PERCENT)
  })
  it('answers the chance and the line when both are asked of one college', async () => {
    const text = await ask('我这分上三峡大学得不得行？去年它物理类要好多分', tokens.hubei)
    expect(text).toMatch(PERCENT)
    expect(text).toContain('最低录取线')
  })
})
