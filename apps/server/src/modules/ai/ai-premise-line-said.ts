import type { Entities } from './ai-nlu.ts'
import { dataOf, type Plan } from './ai-plan.ts'
import { normaliseNumbers, saidNumbers } from './ai-numbers.ts'
import { provinceCodeOf, trackLabels } from './ai-tool-kit.ts'
import { bachelorLinesIn, collegeRowsIn, type BachelorLine, type CollegeRow } from './ai-special-lines.repository.ts'
import { refineLines } from './ai-special-plan-rows.ts'
import type { Line } from './ai-premise-line.ts'

const ORDINARY = '普通类'

export type LinesRead = { lines: Line[]; rows: CollegeRow[]; bachelor: BachelorLine[] }

/** The lines read for each answer (its Plan), by college, province and track. */
const readByPlan = new WeakMap<Plan, Map<string, Promise<LinesRead>>>()

/**
 * A college's lines in a province (school_lines, special plans included) read against its rows' own wording
 * (ai-special-plan-rows.ts): each special line named by its plan, no special line left among the ordinary ones. With the
 * rows of the same years and track, and the province's 本科 control lines, which a line read below them cannot be.
 */
export function linesRead(plan: Plan, schoolId: string, provinceId: number, subjectType: string | null): Promise<LinesRead> {
  // read once per answer: a number found to be a special line (numberAsSpecialLine) is then checked as a quoted line
  // (checkQuotedLine) against the same college, province and track
  const key = `${schoolId}|${provinceId}|${subjectType ?? ''}`
  const ofPlan = readByPlan.get(plan) ?? new Map<string, Promise<LinesRead>>()
  readByPlan.set(plan, ofPlan)
  const read = ofPlan.get(key) ?? readLines(plan, schoolId, provinceId, subjectType)
  ofPlan.set(key, read)
  return read
}

async function readLines(plan: Plan, schoolId: string, provinceId: number, subjectType: string | null): Promise<LinesRead> {
  const lines = (dataOf(await plan.call('school_lines', { SchoolId: schoolId, ProvinceId: provinceId, ...(subjectType ? { SubjectType: subjectType } : {}) }))
    ?.Lines ?? []) as Line[]
  const years = new Set(lines.map((l) => l.Year))
  const tracks = subjectType ? trackLabels(subjectType) : null
  const code = provinceCodeOf(provinceId)
  const rows = (await collegeRowsIn(plan.ctx.db, schoolId, code)).filter((r) => years.has(r.year) && (!tracks || tracks.includes(r.subject_type)))
  const bachelor = (await bachelorLinesIn(plan.ctx.db, code)).filter((b) => years.has(b.year))
  // the rows and lines an answer quotes are what it rests on, as a tool's output is
  plan.outputs.push(
    JSON.stringify({
      Rows: rows.map((r) => [r.year, r.subject_type, r.institution_name, r.major_group, r.major_name, r.min_score, r.min_rank, r.plan_type]),
      BachelorLines: bachelor,
    }),
  )
  return { lines: refineLines(lines, rows), rows, bachelor }
}

/**
 * 「内师大 河北 物理 308分？」: one number, asked of a college with no chance asked, below the province's newest 本科 line
 * of the track and below every ordinary line of the college: no 本科 of the college admits there, so the question
 * checks a line heard (the data may lack the row: 河北 2026's 八协计划 codes), and the correction says what it can be.
 */
function belowEverything(values: number[], candidates: number[], lines: Line[], bachelor: BachelorLine[], track: string | null): number | undefined {
  const n = candidates[0]
  if (values.length !== 1 || n === undefined || !track) return undefined
  const newest = bachelor.filter((b) => trackLabels(track).includes(b.subject_type)).sort((a, b) => b.year - a.year)[0]
  const ordinary = lines.filter((l) => l.PlanType === ORDINARY && l.MinScore !== null)
  // a 专科 college's lines lie under the 本科 line by right: a low number beside one is a score (「…职业技术学院 300分」)
  const bachelorOnly = ordinary.length > 0 && ordinary.every((l) => /本科/.test(l.Batch) && !/专科|高职/.test(l.Batch))
  return newest && n < newest.score && bachelorOnly && ordinary.every((l) => l.MinScore! > n) ? n : undefined
}

/** Words that ask a chance of the number said: with one number only and one of them, the number is the asker's score. */
// 「610分上郑大冇得问题吧」: a number going to a college (分上, 能上) asks a chance too
const CHANCE_ASKED =
  /能上|能进|能去|能录|能报|稳|够|有戏|没戏|希望|机会|概率|把握|可以上|上得|上不了|进得去|冲一冲|保底|问题|行不行|行吗|可以吗|能不能|\d\s*分?\s*(?:去|就)?上/

/**
 * 「牡师 历史 545？」, 「湖南文理学院 物理 399？430稳吗」, 「…去年545分吗，480没希望了？」: no word says the number is a line,
 * and the recogniser took it for a score. A number the asker does not call their own that is, to the point, a special
 * plan's line of the named college (in the province said, saved or the college's own) and no ordinary line of that
 * year is the line they read: it is checked as a quoted line, and the other number (or the saved score) is theirs. A
 * single number asked with a chance (「545能上吗」) stays the score.
 */
export async function numberAsSpecialLine(plan: Plan, e0: Entities, question: string, provinceId: number | null): Promise<Entities | null> {
  if (e0.schools.length === 0 || provinceId === null) return null
  const text = normaliseNumbers(question)
  const numbers = saidNumbers(text)
  const values = [...new Set(numbers.map((n) => n.value))]
  if (values.length === 0 || (values.length === 1 && CHANCE_ASKED.test(text))) return null
  const candidates = numbers.filter((n) => !n.own).map((n) => n.value)
  if (candidates.length === 0) return null
  const { lines, bachelor } = await linesRead(plan, e0.schools[0]!.id, provinceId, e0.subjectType)
  const special =
    candidates.find((n) =>
      lines.some((l) => l.PlanType !== ORDINARY && l.MinScore === n && !lines.some((o) => o.Year === l.Year && o.PlanType === ORDINARY && o.MinScore === n)),
    ) ?? belowEverything(values, candidates, lines, bachelor, e0.subjectType)
  if (special === undefined) return null
  const other = values.find((v) => v !== special)
  const saved = other === undefined ? await plan.savedProfile() : null
  const savedScore = saved?.ok && saved.output.data.HasProfile ? (saved.output.data as { Score: number }).Score : null
  return { ...e0, quotedLine: special, score: other ?? savedScore ?? null }
}
