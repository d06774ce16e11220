import { eligibilityOf, ORDINARY, planTypeOfRow } from '../../db/read-model/plan-type.ts'
import type { CollegeRow } from './ai-special-lines.repository.ts'
import type { Line } from './ai-premise-line.ts'

/**
 * A quoted line read against the rows' own wording (ADR 168). The plan type of a row is a class (定向, 预科, 普通类);
 * the row itself says which plan it is (「第017组(不限)振兴龙江计划」, 「内蒙古师范大学(八协计划)」,
 * 「边防军人子女预科班」), and a parent who read the number somewhere knows the plan by that name. Some rows carry a
 * plan in their wording that the type column does not (河北's 八协计划 codes are typed 普通类), and one source's
 * summary of a batch can be a special major's line to the point (贵州大学 2025 「普通类专业组」 513 = 化学工程与工艺(预科)
 * 513, every ordinary major 516 and up): neither is an ordinary line a candidate fills.
 */

/** Words that name a route other than the ordinary one, wherever a row prints them. */
const SPECIAL_WORD = /协作计划|八协|振兴[\u4e00-\u9fa5]{1,4}计划|专项|预科|民族班|定向|中外合作|合作办学|公费师范|优师|学分互认|联合培养/
/** Wordings that hold such a word and still name the ordinary route (the domain classifier's neutral ones) */
const NEUTRAL = /非定向|及预科|农村区域发展|普通类专业组/
/** A piece of wording a plan's name stands in: the text between brackets or spaces */
const PIECES = /[()（）[\]【】\s,，;；/|]+/
/** a piece this long is a sentence or a college's whole name, not a plan's; a programme's name ends 项目/计划/班 and may be longer
 *  (扬州大学's 「高校中外学分互认联合培养项目」, 14) */
const NAME_MAX = 12
const PROGRAMME_MAX = 18
const PROGRAMME = /(项目|计划|班)$/
const nameLength = (p: string) => p.length <= NAME_MAX || (p.length <= PROGRAMME_MAX && PROGRAMME.test(p))

/** The plan a row names in its own words (振兴龙江计划, 八协计划, 少数民族预科班, 中外合作办学), or null. */
export function planNameOf(r: CollegeRow): string | null {
  for (const text of [r.major_name, r.major_group, r.institution_name, r.batch]) {
    for (const piece of (text ?? '').split(PIECES)) {
      const p = piece.replace(/^.*第\s*\w+\s*组/, '')
      if (p && nameLength(p) && SPECIAL_WORD.test(p) && !NEUTRAL.test(p)) return p
    }
  }
  return null
}

/** Whether a row is a special plan's: by its type, or by a plan its wording names though typed ordinary. */
export function isSpecialRow(r: CollegeRow): boolean {
  return planTypeOfRow({ ...r, batch: r.batch ?? '' }) !== ORDINARY || planNameOf(r) !== null
}

/** A code typed 其他 without a plan's name: what such codes are, not the word 其他 */
export const OTHER_PLAN = '单列计划（专项、协作计划等单独投档的计划）'

/** What to call a special line in an answer: its type, with the plan's own name when the name says more. */
export function planLabel(l: Pick<Line, 'PlanType' | 'PlanName'>): string {
  // 其他 names no route: the source set the code apart (内蒙古 marks 专项类 in a remark the data does not keep)
  if (l.PlanType === '其他' && !l.PlanName) return OTHER_PLAN
  // 中外合作办学, 地方专项计划 say no more than their type; 振兴龙江计划 (定向), 边防军人子女预科班 (预科) do
  const more = l.PlanName ? l.PlanName.replace(l.PlanType, '').replace(/计划|办学|项目|班/g, '') : ''
  return l.PlanName && more ? (l.PlanName === l.PlanType ? l.PlanName : `${l.PlanName}（${l.PlanType}）`) : l.PlanType
}

/**
 * What a plan known only by its name (八协计划, typed 普通类 by its source) asks of an applicant: the data does not say, so
 * the answer says only what the separate code means and where its conditions are published.
 */
const OWN_ROUTE = '单列招生代码、单独投档，报考条件和录取规则以当年招生章程和省考试院公布的为准'

/** a summary is taken for a special row's echo only beside this many ordinary majors of its year and track */
const ECHO_MAJORS = 3

/**
 * The college's lines with every special one named and no special one left among the ordinary: an ordinary line whose
 * rows at its score are all special by wording, or a summary below every ordinary major that meets a special row to the
 * point, is that special plan's. A year and track left with no ordinary line (or only ones above its lowest ordinary majors) gets those majors.
 */
export function refineLines(lines: Line[], rows: CollegeRow[]): Line[] {
  const named = (r: CollegeRow) => ({ type: planTypeOfRow({ ...r, batch: r.batch ?? '' }), name: planNameOf(r) })
  const out: Line[] = []
  const keys = [...new Set(lines.map((l) => `${l.Year}|${l.SubjectType}`))]
  for (const key of keys) {
    const ofKey = lines.filter((l) => `${l.Year}|${l.SubjectType}` === key)
    const own = rows.filter((r) => `${r.year}|${r.subject_type}` === key)
    const special = own.filter(isSpecialRow)
    const majors = own.filter((r) => r.unit_level === 'major' && !isSpecialRow(r)).sort((a, b) => a.min_score! - b.min_score!)
    const floor = majors.length >= ECHO_MAJORS ? majors[0]!.min_score! : null
    const refined = ofKey.map((l): Line => {
      const at = own.filter((r) => r.min_score === l.MinScore)
      const meets = special.filter((r) => r.min_score === l.MinScore && (r.min_rank === null || l.MinRank === null || r.min_rank === l.MinRank))
      if (l.PlanType !== ORDINARY) {
        const hit = meets.find((r) => named(r).type === l.PlanType && named(r).name) ?? meets.find((r) => named(r).name)
        return { ...l, PlanName: hit ? named(hit).name : null }
      }
      const allSpecial = at.length > 0 && at.every(isSpecialRow)
      const echo = !l.Unit && floor !== null && l.MinScore! < floor && meets.length > 0
      if (!allSpecial && !echo) return l
      const hit = (allSpecial ? at : meets).find((r) => named(r).name) ?? (allSpecial ? at : meets)[0]!
      const { type, name } = named(hit)
      // typed ordinary, named a plan by its wording (八协计划): the name is its type
      if (type === ORDINARY) return { ...l, PlanType: name ?? '其他', PlanName: name, Eligibility: OWN_ROUTE }
      return { ...l, PlanType: type, PlanName: name, Eligibility: eligibilityOf[type as keyof typeof eligibilityOf] ?? OWN_ROUTE }
    })
    out.push(...refined)
    const demoted = ofKey.some((l, i) => l.PlanType === ORDINARY && refined[i]!.PlanType !== ORDINARY)
    // the summary taken away was the one the lowest ordinary majors stand under (another campus's line may be left, higher)
    const left = refined.filter((l) => l.PlanType === ORDINARY && !l.Partial).map((l) => l.MinScore!)
    if (demoted && majors.length && (left.length === 0 || majors[0]!.min_score! < Math.min(...left)))
      out.push(
        ...majors
          .filter((r) => !left.length || r.min_score! < Math.min(...left))
          .slice(0, 5)
          .map((r) => majorLine(r, ofKey[0]!)),
      )
  }
  return out
}

/** An ordinary major as a line of its own, where the year's ordinary summary was a special plan's. */
function majorLine(r: CollegeRow, like: Line): Line {
  return {
    Year: r.year,
    SubjectType: r.subject_type,
    Batch: like.Batch,
    MajorGroup: null,
    Unit: r.major_name,
    MinScore: r.min_score,
    MinRank: r.min_rank,
    PlanType: ORDINARY,
    Eligibility: '',
    Partial: false,
  }
}

/** The college's special plans in the province, by name, with each year's lowest and highest line: what a low number read is likely. */
export function specialPlansText(rows: CollegeRow[], subjectType: string | null, below: number): string | null {
  const by = new Map<string, Map<number, number[]>>()
  for (const r of rows.filter(isSpecialRow)) {
    if (subjectType && r.subject_type !== subjectType) continue
    if (r.min_score === null || r.min_score >= below) continue
    const name = planNameOf(r) ?? planTypeOfRow({ ...r, batch: r.batch ?? '' })
    const years = by.get(name) ?? new Map<number, number[]>()
    years.set(r.year, [...(years.get(r.year) ?? []), r.min_score])
    by.set(name, years)
  }
  if (by.size === 0) return null
  const plans = [...by].slice(0, 4).map(([name, years]) => {
    const [year, scores] = [...years].sort((a, b) => b[0] - a[0])[0]!
    const lo = Math.min(...scores)
    const hi = Math.max(...scores)
    return `**${name}**（${year}年 ${lo === hi ? `${lo}分` : `${lo}–${hi}分`}）`
  })
  return plans.join('、')
}
