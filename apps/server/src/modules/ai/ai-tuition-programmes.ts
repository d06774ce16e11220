import { dataOf, type Plan } from './ai-plan.ts'

export type FactRow = {
  SubjectType: string
  MajorGroup: string | null
  Major: string | null
  PlanType: string
  Seats: number | null
  Tuition: string | null
  Years: number | null
  Requirement: string | null
  Notes: string | null
  /** a second programme's own name (国际本科学术互认课程项目), from the plan's unit name */
  Programme?: string | null
}

/** A major's name without its programme's bracket: 财务管理(中外合作办学) is 财务管理. */
const stemOf = (major: string | null) => (major ?? '').replace(/[(（][^)）]*[)）]/g, '').trim()
const keyOf = (r: FactRow) => `${r.SubjectType}|${r.Major}|${r.PlanType}|${r.Programme ?? ''}|${r.Tuition}`

/**
 * The same major's rows in the college's other programmes (ADR 090): a fee question about 会计学 is answered with the
 * ordinary fee and the 中外合作 / 国际本科 programme's fee beside it, each labelled, whichever of the two the question
 * named — a second programme's fee is often five to twenty times the ordinary one, and "学费多少" wants both.
 */
export async function otherProgrammes(
  plan: Plan,
  ask: { SchoolId: string; ProvinceId: number; SubjectType?: string; Year: number },
  shown: FactRow[],
): Promise<FactRow[]> {
  const stems = [...new Set(shown.map((r) => stemOf(r.Major)).filter((s) => s.length >= 2))].slice(0, 2)
  if (!stems.length) return []
  const seen = new Set(shown.map(keyOf))
  const extra: FactRow[] = []
  for (const stem of stems)
    for (const unit of [stem, `${stem} 中外合作`]) {
      const d = dataOf(await plan.call('college_plan_facts', { ...ask, Unit: unit })) as { Matched: boolean; List: FactRow[] } | null
      for (const r of d?.Matched ? d.List : [])
        if (stemOf(r.Major) === stem && !seen.has(keyOf(r))) {
          seen.add(keyOf(r))
          extra.push(r)
        }
    }
  return extra
}

/** 「学费 普通类 5060元/年；中外合作（国际本科学术互认课程项目）28000元/年」: each programme's fee when they differ. */
export function feesByProgramme(rows: FactRow[]): string | null {
  const byLabel = new Map<string, string>()
  for (const r of rows) {
    if (!r.Tuition) continue
    const label = r.PlanType === '普通类' ? '普通类' : `${r.PlanType}${r.Programme ? `（${r.Programme}）` : ''}`
    const key = `${label}：${r.Major ?? ''}`
    if (!byLabel.has(key)) byLabel.set(key, `${label}${r.Major ? ` ${r.Major}` : ''} **${r.Tuition}**`)
  }
  const fees = new Set(rows.map((r) => r.Tuition).filter(Boolean))
  return fees.size > 1 ? `学费按项目不同：${[...byLabel.values()].slice(0, 4).join('；')}。` : null
}

/** 中外合作, 合作办学, 中外办学: a fee asked of the 中外合作 programme (合办 is read into 中外合作 by ai-plan-words.ts). */
/** 中外合作 by name, or by its foreign partner (「和英国兰开夏大学合作的广播电视学」) */
export const COOP_NAMED =
  /中外合作|合作办学|中外办学|(英国|美国|澳大利亚|澳洲|加拿大|新西兰|爱尔兰|法国|德国|俄罗斯|日本|韩国|新加坡|意大利|荷兰|芬兰|国外|外国|海外)[^，,。？?]{0,12}合作/

/**
 * A major's 中外合作 rows in a college's plan, for a table of several majors' fees where the question names the programme
 * for that major (「软件工程中外合作…普通的计算机…」): the plan's lookup ranks the ordinary row of a name first, so the
 * programme's row is asked for by name with the programme word, and kept only when it is the same major.
 */
export async function coopRowsOf(
  plan: Plan,
  ask: { SchoolId: string; ProvinceId: number; SubjectType?: string; Year?: number },
  major: string,
): Promise<FactRow[]> {
  const d = dataOf(await plan.call('college_plan_facts', { ...ask, Unit: `${major} 中外合作` })) as { Matched: boolean; List: FactRow[] } | null
  return (d?.Matched ? d.List : []).filter((r) => COOP_NAMED.test(r.PlanType) && stemOf(r.Major) === stemOf(major))
}
