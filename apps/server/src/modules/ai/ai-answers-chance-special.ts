import type { AnswerFn } from './ai-answers-school.ts'
import { admissionChanceEach } from './ai-answers-choice.ts'
import { linesOfPlan } from './ai-answers-lines.ts'
import { asksChanceBesidePlan, plansNamed } from './ai-intent-chance-special.ts'
import type { Entities } from './ai-nlu.ts'
import { dataOf, type Plan } from './ai-plan.ts'
import { SPECIAL_RULES } from './ai-special-rules.ts'
import { unitLabel } from './ai-unit-code.ts'
import type { YearLowest } from './ai-tools-lines.ts'

type Lowest = {
  PerYear: Omit<YearLowest, 'Batch' | 'Apart'>[]
}

/**
 * The college's lowest ordinary line of the newest year, said beside the plan's lower one (「国家专项只要530多」 is
 * compared with the ordinary 577, not with one group's): null when the data has none.
 */
async function ordinaryLowest(plan: Plan, e0: Entities): Promise<string | null> {
  const e = await plan.withProfile(e0)
  const school = e.schools[0]
  if (!school || !e.province) return null
  const run = await plan.call('lines_by_year', {
    SchoolId: school.id,
    ProvinceId: e.province.id,
    ...(e.subjectType ? { SubjectType: e.subjectType } : {}),
    Years: 1,
  })
  const line = (dataOf(run) as Lowest | null)?.PerYear[0]
  if (!line || line.MinScore === null) return null
  const rank = line.MinRank ? `/${line.MinRank}名` : ''
  return `- ${school.name}在${e.province.shortName}${line.SubjectType}的**普通类最低录取线**：${line.Year}年 **${line.MinScore}分**${rank}（${unitLabel(line)}，共 ${line.Units} 个${line.Level}中最低的一个）；各专业组的线不同，概率按你能报的各组分别估算。`
}

/**
 * A college's chance with a special plan asked beside it (「南邮我能上吗？国家专项那个组分低很多，我能不能报」, ADR 099):
 * the ordinary groups' chance first (the only units a probability is given for), then each plan asked with its own
 * lines, labelled as that plan's, who may apply, and the sentence that no probability is estimated from it. Questions
 * that name no plan are the chance alone, as before.
 */
export const chanceWithPlans: AnswerFn = async (plan, e, question) => {
  const chance = await admissionChanceEach(plan, e, question)
  const school = e.schools[0]
  if (!school || !asksChanceBesidePlan(question)) return chance
  // a chance that could not be answered yet (no score, no province: a short question) is asked first, alone
  if (chance.length < 120 && /[？?]\s*$/.test(chance)) return chance
  const lowest = await ordinaryLowest(plan, e)
  const types = plansNamed(question)
  const found: string[] = []
  const lines: string[] = []
  for (const t of types) {
    // the plan's own lines; the question's words are not a unit of it (「那个组」 names no major)
    const text = await linesOfPlan(plan, { ...e, schools: [school], majors: [], year: null, years: [] }, '', t)
    if (text.startsWith('数据里没有') || text.startsWith('暂时查不到') || /[？?]$/.test(text)) continue
    found.push(t)
    lines.push(text)
  }
  const asked = types.join('、')
  const who = (found.length ? found : types).filter((t) => SPECIAL_RULES[t]).map((t) => `- **${t}谁能报**：${SPECIAL_RULES[t]!.Who}`)
  const none = found.length === 0 ? [`数据里没有${school.name}在这个省的${asked}录取线（或它没有这类计划），我不会编造。`, ''] : []
  const plans = (found.length ? found : types).join('、')
  // 中外合作 is open to every candidate (its fee and language rule apart); the others need a qualification
  const eligibility = types.some((t) => t !== '中外合作') ? '；专项、预科要符合资格才能填，能不能报以当年资格审核为准' : ''
  return [
    `**先说普通类**（你能直接填报的专业组，录取概率只算这些）：`,
    '',
    chance,
    ...(lowest ? ['', lowest] : []),
    '',
    '---',
    '',
    `**再说${asked}**（你问到的特殊计划，单独投档、单独划线）：`,
    '',
    ...none,
    ...lines.flatMap((l) => [l, '']),
    '能不能报（以本省当年资格审核为准）：',
    ...who,
    '',
    `${plans}单独投档、单独划线：上面的录取概率只算普通类专业组，${plans}的线不代表普通类，我不用它估算录取概率${eligibility}。`,
  ].join('\n')
}
