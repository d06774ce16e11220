import { trackVerdict } from './ai-subject-verdict.ts'
import { oldModelNote, type OldModelRows } from './ai-select-exam-model.ts'
import type { Entities } from './ai-nlu.ts'
import { dataOf, type Plan } from './ai-plan.ts'
import { ambiguousMajorNames, loadLexicon } from './ai-lexicon.ts'

type Rows = {
  Year: number | null
  OldModel?: OldModelRows
  Total: number
  EligibleCount: number | null
  List: { MajorGroup: string | null; Majors: string; Requirement: string; Eligible: boolean | null }[]
}

/** A 专业类 named in the question (政治学类, 经济学类) when no catalogue major was recognised. */
export const unitClassOf = (question: string) =>
  /([\u4e00-\u9fa5]{2,10}?)类/.exec(question.replace(/物理类|历史类|能不能|能否|能报|可以|[报读想的在是要和]/g, ' '))?.[1]?.concat('类')

/**
 * 选科 of a college's majors from its published 选科要求 (the table behind the college page), for a
 * province whose enrolment plans are not in the data: the newest year there is, said with the year.
 * Null when that table has nothing either (the caller says the data lacks it).
 */
export async function selectExamAnswer(
  plan: Plan,
  e: Entities,
  province: { id: number; name: string },
  question = '',
  /** null unless the major asked is in the table (the caller has another place to look) */
  matchedOnly = false,
): Promise<string | null> {
  const school = e.schools[0]!
  // 地理科学, 生物科学: a major whose plain name is also a subject word is not recognised alone, yet names the unit here
  // the college's own names are left out first: 「南师大地理科学类」 asks 地理科学类, not a class called 南师大地理科学类
  const lexicon = await loadLexicon(plan.ctx)
  const names = [...lexicon.phrases].filter(([, h]) => h.kind === 'school' && h.school.id === school.id).map(([p]) => p)
  const asked = [school.name, ...names].sort((a, b) => b.length - a.length).reduce((q, n) => q.split(n).join(' '), question)
  const major = e.majors[0]?.name ?? unitClassOf(asked) ?? [...ambiguousMajorNames].find((m) => asked.includes(m))
  const ask = (m?: string) =>
    plan.call('subject_requirement_check', {
      SchoolId: school.id,
      ProvinceId: province.id,
      ...(m ? { Major: m } : {}),
      ...(e.subjects.length ? { Subjects: e.subjects } : {}),
      ...(e.year ? { Year: e.year } : {}),
    })
  let d = dataOf(await ask(major)) as Rows | null
  // only a 文理 year's rows, which state no 选科: said so, never read as a requirement (ADR 153)
  if (d?.OldModel && d.Total === 0) return oldModelNote(school.name, province.name, d.OldModel)
  const unmatched = Boolean(major && (!d || d.Total === 0))
  if (unmatched && matchedOnly) return null
  if (unmatched) d = dataOf(await ask()) as Rows | null
  if (!d || d.Total === 0 || d.Year === null) return null
  const open = d.List.filter((l) => /不限|不提|无要求|不要求/.test(l.Requirement) || !l.Requirement.trim())
  const checked = d.List.filter((l) => l.Eligible !== null)
  const verdict =
    major && !unmatched && checked.length
      ? checked.every((l) => l.Eligible)
        ? `你的选科**可以报**“${major}”（要求：${[...new Set(d.List.map((l) => l.Requirement))].slice(0, 3).join('；')}）。`
        : checked.some((l) => l.Eligible)
          ? `“${major}”所在的 ${checked.length} 个专业组里，你的选科能报 ${checked.filter((l) => l.Eligible).length} 个。`
          : `你的选科**不能报**“${major}”：要求 **${[...new Set(d.List.map((l) => l.Requirement))].slice(0, 3).join('；')}**，不符合。`
      : major && !unmatched
        ? open.length === d.List.length
          ? `“${major}”**不限选科**（没有选科要求）。`
          : `“${major}”的选科要求：**${[...new Set(d.List.map((l) => l.Requirement))].slice(0, 3).join('；')}**。`
        : ''
  // the asker's track without the full 选科 (「广西历史类能报X的软件工程吗」): whether that track may apply, said first
  const byTrack =
    major && !unmatched && !checked.length && e.subjectType
      ? trackVerdict(
          d.List.map((l) => ({ SubjectType: e.subjectType!, Requirement: l.Requirement })),
          e.subjectType,
          major,
        )
      : null
  return [
    ...(byTrack ? [byTrack, ''] : []),
    `**${school.name}在${province.name}的选科要求**（${d.Year}年公布的数据；这一年以后的招生计划数据里没有）${unmatched ? `，没有找到“${major}”，下面是该校各专业` : ''}：${verdict}`,
    '',
    '| 专业组 | 专业 | 选科要求 |',
    '| --- | --- | --- |',
    ...d.List.slice(0, 12).map(
      (l) =>
        `| ${l.MajorGroup ?? '—'} | ${l.Majors.slice(0, 40)} | ${l.Requirement || '不限'}${l.Eligible === null ? '' : l.Eligible ? '（可报）' : '（不可报）'} |`,
    ),
    '',
    '选科要求以当年省考试院公布的招生计划为准；年份较早时请再核对。',
  ].join('\n')
}
