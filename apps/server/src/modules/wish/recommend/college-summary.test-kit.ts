import type { EndpointName, Input, Output, UnitListRow } from '@gk/contract'
import { labelledOutliers } from '@gk/domain'

type Call = <N extends EndpointName>(
  name: N,
  input: Input<N> | Record<string, unknown>,
  token?: string,
) => Promise<{ code: number; message: string; data: Output<N> }>
type Query = <T>(sql: string, params: unknown[]) => Promise<T[]>

/** How many colleges of a list page have their summary read (each is one call, in-process). */
const COLLEGES_READ = 12

/**
 * Issue 30 item 1 (ADR 050) on one list page: each college's summary (its units within reach, each with its own
 * chance) rests only on ordinary units the candidate may fill, and none of their lines is, by the dataset's own rows,
 * a 中外合作/专项 major's line (and no ordinary major's) or an institution line set apart as another route's (医科,
 * 分类投档, 校区 …, more than 3× off the institution's other lines). The summary names every unit it counts and
 * gives no chance for the college as a whole; every card says how many of its college's units are within reach.
 */
export async function collegeSummaryProblems(
  call: Call,
  query: Query,
  token: string,
  batchId: string,
  score: number,
  rows: readonly UnitListRow[],
  labels: readonly string[],
): Promise<string[]> {
  const problems: string[] = []
  const noCount = rows.filter((r) => !r.SchoolReach || r.SchoolReach.Within > r.SchoolReach.Units)
  if (noCount.length > 0) problems.push(`${score}分 卡片没有说明本校可及单位数：${noCount[0]!.SchoolName}`)
  const schools = [...new Set(rows.map((r) => r.SchoolId))].slice(0, COLLEGES_READ)
  for (const schoolId of schools) {
    const res = await call('Wish/NewExamSchoolScoreLineForecast', { BatchId: batchId, SchoolId: schoolId }, token)
    if (res.code !== 0) {
      problems.push(`${score}分 院校概览出错：${res.message}`)
      continue
    }
    const reach = res.data.Reach
    const name = res.data.List[0]?.SchoolName ?? schoolId
    if (!reach) {
      problems.push(`${score}分 ${name} 没有院校概览`)
      continue
    }
    const within = res.data.List.filter((r) => reach.WithinUnitIds.includes(r.UnitId))
    if (within.length !== reach.WithinUnitIds.length) problems.push(`${score}分 ${name} 概览列出的单位不在本校单位里`)
    // a college's own line in a 专业组 batch is its easiest group's, and the summary says so (ADR 127)
    if (
      within.some((r) => r.UnitId.startsWith('s:') && !r.GroupCode && !r.MajorName) &&
      /专业组/.test(reach.Summary) &&
      !reach.Summary.includes('最容易录取的一个')
    )
      problems.push(`${score}分 ${name} 概览把院校线当成全校的概率：${reach.Summary}`)
    // placed by 线差 (ADR 165): each unit within reach named with its tier and line, no percentage, and the reason said
    const byLineGap = within.length > 0 && within.every((r) => r.ByLineGap)
    const named = byLineGap ? (reach.Summary.match(/（(冲|稳|保)，/g)?.length ?? 0) : (reach.Summary.match(/约(≥|≤)?\d+%/g)?.length ?? 0)
    if (named !== Math.min(within.length, 4)) problems.push(`${score}分 ${name} 概览没有逐个说出可及单位的${byLineGap ? '档' : '概率'}：${reach.Summary}`)
    if (byLineGap && (/\d%/.test(reach.Summary) || !reach.Summary.includes('按线差分档，不估算录取概率')))
      problems.push(`${score}分 ${name} 线差概览给了百分比或没说明不估算：${reach.Summary}`)
    for (const r of within) {
      if (r.PlanType !== '普通类' || r.IneligibleReasons.length > 0 || r.Probability === null || r.Tier === null)
        problems.push(`${score}分 ${name} 概览用了${r.PlanType}/不可报/无概率的单位`)
      const h = r.History[0]
      if (!h || h.MinScore === null || h.MinRank === null) continue
      const why = await specialOrSetApart(query, schoolId, r.UnitId, h.Year, h.MinScore, h.MinRank, labels)
      if (why) problems.push(`${score}分 ${name} ${r.GroupCode ?? r.MajorName ?? ''} 概览用了${why}的线 ${h.Year} ${h.MinScore}/${h.MinRank}`)
    }
  }
  return problems
}

/** Whether a line is, by the dataset's rows, a special plan's or another route's: the reason, or '' when it is neither. */
async function specialOrSetApart(
  query: Query,
  schoolId: string,
  unitId: string,
  year: number,
  score: number,
  rank: number,
  labels: readonly string[],
): Promise<string> {
  const majors = await query<{ plan_type: string | null }>(
    `SELECT plan_type FROM admission_results WHERE institution_id = $1 AND year = $2 AND min_score = $3 AND min_rank = $4 AND unit_level = 'major' AND subject_type = ANY($5)`,
    [schoolId, year, score, rank, labels],
  )
  const special = majors.filter((m) => m.plan_type && m.plan_type !== '普通类')
  if (special.length > 0 && special.length === majors.length) return `${special[0]!.plan_type}专业`
  // a college's own line (no group of its own) on a special plan group's line of that year (ADR 127)
  if (unitId.startsWith('s:')) {
    const groups = await query<{ plan_type: string }>(
      `SELECT plan_type FROM admission_results WHERE institution_id = $1 AND year = $2 AND min_score = $3 AND min_rank = $4 AND unit_level <> 'major'
        AND subject_type = ANY($5) AND coalesce(plan_type, '普通类') <> '普通类'`,
      [schoolId, year, score, rank, labels],
    )
    if (groups.length > 0) return `${groups[0]!.plan_type}专业组`
  }
  const lines = await query<{ year: number; min_score: number; min_rank: number | null; batch: string; label: string }>(
    `SELECT year, min_score, min_rank, batch, coalesce(major_group, '') || ' ' || coalesce(major_name, '') AS label FROM admission_results
      WHERE institution_id = $1 AND unit_level = 'institution' AND subject_type = ANY($2) AND year BETWEEN $3 AND $4 AND coalesce(plan_type, '普通类') = '普通类'`,
    [schoolId, labels, year - 3, year],
  )
  const set = labelledOutliers(lines.map((l) => ({ unit: l.batch, rank: l.min_rank === null ? null : Number(l.min_rank), label: l.label })))
  const hit = lines.findIndex((l, i) => set[i] && Number(l.year) === year && Number(l.min_score) === score && Number(l.min_rank) === rank)
  return hit >= 0 ? `另一通道（${lines[hit]!.label.trim()}）` : ''
}
