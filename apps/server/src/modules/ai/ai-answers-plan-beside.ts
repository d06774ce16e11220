import { SPECIAL_RULES } from './ai-special-rules.ts'
import type { Entities } from './ai-nlu.ts'
import { dataOf, type Plan } from './ai-plan.ts'
import { lineCell, unitLabel } from './ai-unit-code.ts'
import type { YearLine } from './ai-tools-lines.ts'

/**
 * What a special-plan answer adds when the question asks it beside the plan (issue 31 item 3, ADR 106):
 * - 「深大地方专项能报吗，普通线多少」: the college's ordinary line too — the line the candidate without the plan's
 *   eligibility fills. Quoted as a line (year, score, rank), never turned into a chance here.
 * - 「广西大学高校专项分数线按什么执行」: 高校专项 is admitted above the province's 特殊类型招生控制线, said with that
 *   line from the data when the data has it (and said absent when not).
 */

/** 普通线, 普通组, 比普通的低, 普通嘅线, 比正常报低一截, 统招: the ordinary route asked beside the plan. */
const ORDINARY_ASKED = /普通|正常|统招|常规|一般(?:的|计划|批|类|专业组)/
/** The line a plan is held to asked: 分数线按什么, 控制线怎么算, 执行什么分数线, 线按哪样算. */
const CONTROL_ASKED = /控制线|执行|按什么|按哪|怎么算|怎么划|[线綫]按|什么线|哪条线|分数线/

type Lines = { PerYear: YearLine[]; GroupsOfYear?: YearLine[]; FocusYear?: number | null; Unit?: string[]; UnitLines?: YearLine[] }
type ControlLine = { SubjectType: string; Category: string; Batch: string; Score?: number }

/** The college's newest ordinary line in the province, per track, as one sentence; null when not asked or not in the data. */
export async function ordinaryLineBeside(
  plan: Plan,
  e: Entities,
  question: string,
  school: { id: string; name: string },
  province: { id: number; shortName: string },
): Promise<string | null> {
  if (!ORDINARY_ASKED.test(question.replace(/普通高校|普通高中/g, ''))) return null
  const run = await plan.call('lines_by_year', {
    SchoolId: school.id,
    ProvinceId: province.id,
    PlanType: '普通类',
    Years: 1,
    ...(e.subjectType ? { SubjectType: e.subjectType } : {}),
  })
  const d = dataOf(run) as Lines | null
  if (!d) return null
  if (!d.PerYear.length) return `数据里没有${school.name}在${province.shortName}${e.subjectType ?? ''}的普通类录取线。`
  const each = d.PerYear.map((l) => `${l.Year}年${l.SubjectType}${l.Batch}最低 **${lineCell(l.MinScore)}分**（位次 ${lineCell(l.MinRank)}，${unitLabel(l)}）`)
  const major = await ordinaryMajorLine(plan, e, school, province)
  const lowest = [
    ...(major ? [major, ''] : []),
    `**普通类的线**：${school.name}在${province.shortName}${each.join('；')}。这是没有专项资格的考生要填的普通类专业组的线（最低的一组），专项的线不能拿来和它比着报。`,
  ].join('\n')
  // 「普通的化学组又是多少」「普通组各是多少」: the ordinary route is several groups, and the one asked beside a plan is
  // often not the lowest (哈工大 化学 649 against a lowest 630): the year's ordinary groups are listed under the lowest
  const groups = (d.GroupsOfYear ?? []).filter((g) => g.Group && g.MinScore !== null)
  if (groups.length < 2) return lowest
  const rows = groups.map((g) => `| ${g.SubjectType} | ${unitLabel(g)}${g.Major ? `（${g.Major}）` : ''} | ${lineCell(g.MinScore)} | ${lineCell(g.MinRank)} |`)
  return [
    lowest,
    '',
    `${d.FocusYear ?? groups[0]!.Year}年普通类各专业组：`,
    '',
    '| 科类 | 专业组 | 最低分 | 最低位次 |',
    '| --- | --- | --- | --- |',
    ...rows,
  ].join('\n')
}

/**
 * 「河北工大 地方专项 计算机 比普通低多少」「贵大汉语言文学地方专项跟普通的差好多」: a major asked beside the plan is
 * compared with the SAME major's ordinary line (河北工大 计算机 专项 628 against 普通 623, higher, not the college's
 * lowest 589), of the year asked or the newest; null when no major is asked or the data has no ordinary line of it.
 */
async function ordinaryMajorLine(
  plan: Plan,
  e: Entities,
  school: { id: string; name: string },
  province: { id: number; shortName: string },
): Promise<string | null> {
  if (!e.majors.length) return null
  const run = await plan.call('lines_by_year', {
    SchoolId: school.id,
    ProvinceId: province.id,
    PlanType: '普通类',
    Unit: [...e.majors.map((m) => m.name), ...e.majors.filter((m) => m.subCategory).map((m) => `〔${m.subCategory}〕`)].join(' ').slice(0, 80),
    Years: 3,
    ...(e.subjectType ? { SubjectType: e.subjectType } : {}),
  })
  const d = dataOf(run) as Lines | null
  // a unit of the plan's own name (计算机科学与技术(地方专项计划)) is not the ordinary one
  const rows = (d?.UnitLines ?? []).filter((l) => !/专项|预科|中外合作|民族班|定向/.test(l.Major ?? ''))
  if (!rows.length) return null
  const year = e.year && rows.some((l) => l.Year === e.year) ? e.year : Math.max(...rows.map((l) => l.Year))
  const each = rows
    .filter((l) => l.Year === year)
    .map((l) => `${l.SubjectType}“${l.Major ?? unitLabel(l)}”最低 **${lineCell(l.MinScore)}分**（位次 ${lineCell(l.MinRank)}）`)
  return `**同专业普通类的线**：${school.name}在${province.shortName}${year}年${each.join('；')}（普通类录取数据）。专项和普通各自投档、各自划线，专项的线不一定比普通低，要逐年逐专业看。`
}

/** 高校专项's floor, the province's 特殊类型招生控制线, from the newest batch lines; null when the question does not ask it. */
export async function specialControlLine(
  plan: Plan,
  e: Entities,
  question: string,
  planTypes: string[],
  province: { id: number; shortName: string } | null,
): Promise<string | null> {
  if (!planTypes.includes('高校专项') || !CONTROL_ASKED.test(question)) return null
  const rule = '**高校专项的线**：高校专项单独投档，录取分数一般不得低于本省的**特殊类型招生控制线**，线上再由高校按考生分数和审核结果择优录取'
  if (!province) return `${rule}；各省的控制线不同，告诉我省份可以查。`
  const run = await plan.call('batch_lines', { ProvinceId: province.id, ...(e.subjectType ? { SubjectType: e.subjectType } : {}) })
  const d = dataOf(run) as { Year: number | null; List: ControlLine[] } | null
  const lines = (d?.List ?? []).filter((l) => /特殊类型|特控/.test(`${l.Category}${l.Batch}`) && typeof l.Score === 'number')
  const province0 = province.shortName.replace(/（.*$/, '')
  if (!d?.Year || !lines.length) return `${rule}。数据里没有${province0}的特殊类型招生控制线，以省教育考试院当年公布为准。`
  return `${rule}。${province0}${d.Year}年的特殊类型招生控制线：${lines.map((l) => `${l.SubjectType} **${l.Score}分**`).join('，')}（数据集里的省控制线，以${province0}省教育考试院公布为准）。`
}

/**
 * 「广东2026年地方专项计划物理类的录取最低分数线」 with no college: the province's own line of the plan where it publishes
 * one (广东's 重点高校招收农村和脱贫地区学生地方专项录取最低分数线), the track asked first; null where the data has none.
 */
export async function provinceSpecialLines(plan: Plan, e: Entities, planTypes: string[]): Promise<string | null> {
  if (!e.province || !planTypes.length) return null
  const found: (ControlLine & { Year: number })[] = []
  const read = async (year: number | null) => {
    for (const Category of planTypes) {
      const run = await plan.call('batch_lines', { ProvinceId: e.province!.id, Category, ...(year ? { Year: year } : {}) })
      const d = dataOf(run) as { Year: number | null; List: (ControlLine & { Year: number })[] } | null
      found.push(...(d?.List ?? []).filter((l) => l.Category === Category && typeof l.Score === 'number'))
    }
  }
  await read(e.year)
  // 「去年海南国家专项线」 where only the newest year has one: that year's, said as not the year asked (below)
  if (!found.length && e.year) await read(null)
  if (!found.length) return null
  const track = e.subjectType
  const rows = [...found].sort((a, b) => Number(b.SubjectType === track) - Number(a.SubjectType === track))
  const year = rows[0]!.Year
  const lost = e.year && e.year !== year ? `数据里没有${e.year}年的这条线，下面是最新的${year}年。\n\n` : ''
  return [
    `${lost}**${e.province.shortName}${year}年${planTypes.join('、')}的省级录取最低分数线**：`,
    '',
    '| 科类 | 线 | 分数 |',
    '| --- | --- | --- |',
    ...rows.map((l) => `| ${l.SubjectType} | ${l.Batch} | **${l.Score}** |`),
    '',
    `> 来源：${e.province.shortName}省教育考试院公布的${year}年录取最低分数线。这条线只对通过资格审核的考生有效，单独投档，不代表普通类的线。`,
    '',
    '报考资格（以本省当年资格审核为准）：',
    ...planTypes.filter((t) => SPECIAL_RULES[t]).map((t) => `- **${t}谁能报**：${SPECIAL_RULES[t]!.Who}`),
    '',
    '特殊计划需要专门资格，单独投档、单独划线，我不会用它的线估算录取概率。',
  ].join('\n')
}

const SPECIAL_LINE_NAMED: [RegExp, string][] = [
  [/地方专|农村专/, '地方专项'],
  [/国家专|国专/, '国家专项'],
  [/高[校效]专/, '高校专项'],
]
/** A batch-line question that names a 专项 (「广东今年…地方专项，最低分数线是多少」): that plan's province line, if published. */
export async function specialLineAsked(plan: Plan, e0: Entities, question: string): Promise<string | null> {
  const types = SPECIAL_LINE_NAMED.filter(([re]) => re.test(question)).map(([, t]) => t)
  if (!types.length || e0.schools.length) return null
  return provinceSpecialLines(plan, await plan.withProfile(e0), types)
}
