import { parseSubjectRequirement, subjectLabel, subjectRequirementMismatch, type Subject, type SubjectType } from '@gk/domain'

/** A plan row's track as the domain's combo reads it: 综合 (3+3) rows are for 综合 candidates of every 选科. */
const TRACK: Record<string, SubjectType> = { 物理类: 'physics', 历史类: 'history', 理科: 'science', 文科: 'liberal', 综合: 'combined' }

/**
 * Whether the candidate's 选科 meets the rows of one college's unit, said first (「不能报：……须选考化学」): the rows'
 * own requirement texts read by the domain's parser, so 浙江's 「物理,化学(2门科目考生均须选考方可报考)」 and a 3+1+2
 * province's 「首选物理，再选化学」 are judged the same way the wish table judges them. Null when nothing can be said.
 */
export function subjectVerdict(
  rows: { SubjectType: string; Major: string | null; Requirement: string | null }[],
  subjects: string[],
  subjectType: string | null,
  unitName: string,
): string | null {
  const chosen = subjects as Subject[]
  const judged = rows
    .filter((r) => r.Requirement)
    .map((r) => {
      const track = TRACK[r.SubjectType] ?? (subjectType ? TRACK[subjectType] : undefined) ?? 'combined'
      const requirement = parseSubjectRequirement(r.Requirement === '不限' ? '' : r.Requirement, { isFirstChoiceModel: track !== 'combined' })
      return { r, problem: subjectRequirementMismatch(requirement, { subjectType: track, subjects: chosen }) }
    })
  if (judged.length === 0) return null
  const combo = chosen.map(subjectLabel).join('、')
  const closed = judged.filter((j) => j.problem !== null)
  if (closed.length === 0) return `**能报**：你的选科（${combo}）符合“${unitName}”的选科要求（${judged[0]!.r.Requirement}）。`
  const reasons = [...new Set(closed.map((j) => j.problem))].join('；')
  if (closed.length === judged.length) return `**不能报**：“${unitName}”要求 ${closed[0]!.r.Requirement}，你的选科（${combo}）不符合——${reasons}。`
  return `**部分不能报**：“${unitName}”的 ${judged.length} 行里有 ${closed.length} 行你的选科（${combo}）不符合（${reasons}），其余 ${judged.length - closed.length} 行可以报。`
}

/**
 * 「历史类能报吗」 without the candidate's full 选科: the asked track alone decides when every row of the unit is closed
 * to it — a 3+1+2 row planned for the other track, or a row whose requirement names the other 首选 subject (浙江's
 * 「物理,化学」). Said plainly (不能报) with the requirement; null when some row is open to the track or none is known.
 */
export function trackVerdict(rows: { SubjectType: string; Requirement: string | null }[], subjectType: string | null, unitName: string): string | null {
  const asked = subjectType === '历史类' ? 'history' : subjectType === '物理类' ? 'physics' : null
  if (!asked || rows.length === 0) return null
  const other = asked === 'history' ? 'physics' : 'history'
  const otherTrack = asked === 'history' ? '物理类' : '历史类'
  const closed = rows.every((r) => {
    if (r.SubjectType === otherTrack) return true
    const req = parseSubjectRequirement(r.Requirement && r.Requirement !== '不限' ? r.Requirement : '', {
      isFirstChoiceModel: TRACK[r.SubjectType] !== 'combined',
    })
    return req.first === other || req.allOf.includes(other)
  })
  if (!closed) return null
  const requirement = rows.find((r) => r.Requirement)?.Requirement
  return `**${subjectType}不能报**：“${unitName}”只招${otherTrack}（须选${otherTrack.slice(0, 2)}）${requirement ? `，选科要求 ${requirement}` : ''}。`
}
