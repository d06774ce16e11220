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

/** A row's requirement as the domain reads it, a 3+3 (综合) row's with no 首选 subject. */
function parsed(requirement: string | null, subjectType: string) {
  return parseSubjectRequirement(requirement && requirement !== '不限' ? requirement : '', { isFirstChoiceModel: TRACK[subjectType] !== 'combined' })
}

/**
 * A requirement in plain words (「物理,化学(2门科目考生均须选考方可报考)」 → 物理、化学2门都须选考): what a candidate must
 * have taken, the same reading the verdicts use; null when there is nothing to take or the wording is not read.
 */
export function requirementInWords(requirement: string | null, subjectType: string): string | null {
  const req = parsed(requirement, subjectType)
  if (req.isUnrecognised) return null
  const first = req.first === 'physics' || req.first === 'history' ? [req.first] : []
  const all = [...new Set([...first, ...req.allOf])].map(subjectLabel)
  const parts = [
    all.length >= 2 ? `${all.join('、')}${all.length}门都须选考` : all.length === 1 ? `须选考${all[0]}` : '',
    req.anyOf.length >= 2 ? `${req.anyOf.map(subjectLabel).join('、')}选考其中1门即可` : req.anyOf.length === 1 ? `须选考${subjectLabel(req.anyOf[0]!)}` : '',
  ].filter(Boolean)
  return parts.length ? parts.join('，') : null
}

/**
 * 「历史类能报吗」 without the candidate's full 选科: the asked track decides by the unit's rows, said first either way.
 * A row is closed to the track when it is planned for the other track or its requirement names the other 首选 subject
 * (浙江's 「物理,化学」); an open row may still need a further subject, which is named (the candidate's 再选 is not known).
 * Null when the track is not 物理类/历史类 or no row is known.
 */
export function trackVerdict(rows: { SubjectType: string; Requirement: string | null }[], subjectType: string | null, unitName: string): string | null {
  const asked = subjectType === '历史类' ? 'history' : subjectType === '物理类' ? 'physics' : null
  if (!asked || rows.length === 0) return null
  const other = asked === 'history' ? 'physics' : 'history'
  const otherTrack = asked === 'history' ? '物理类' : '历史类'
  const isClosed = (r: (typeof rows)[number]) => {
    if (r.SubjectType === otherTrack) return true
    const req = parsed(r.Requirement, r.SubjectType)
    return req.first === other || req.allOf.includes(other)
  }
  const open = rows.filter((r) => !isClosed(r))
  if (open.length === 0) {
    const requirement = rows.find((r) => r.Requirement)?.Requirement
    return `**${subjectType}不能报**：“${unitName}”只招${otherTrack}（须选${otherTrack.slice(0, 2)}）${requirement ? `，选科要求 ${requirement}` : ''}。`
  }
  // the further subjects an open row needs beyond the track's own (首选历史，再选政治 → 思想政治)
  const further = [
    ...new Set(
      open.flatMap((r) => {
        const req = parsed(r.Requirement, r.SubjectType)
        return [...req.allOf.filter((x) => x !== asked), ...(req.anyOf.length ? [req.anyOf.map(subjectLabel).join('/')] : [])]
      }),
    ),
  ].map((x) => subjectLabel(x))
  const requirement = [...new Set(open.map((r) => r.Requirement).filter(Boolean))].join('；')
  const partly = open.length < rows.length ? `（${rows.length} 行里有 ${open.length} 行招${subjectType}，其余只招${otherTrack}）` : ''
  const need = further.length ? `，但须再选${further.join('、')}` : ''
  return `**${subjectType}能报**（按选科要求）${partly}：“${unitName}”${requirement ? `的选科要求是 ${requirement}` : '对选科没有要求'}${need}。能不能录取还要看分数和位次。`
}
