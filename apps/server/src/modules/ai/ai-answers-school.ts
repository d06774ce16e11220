import { groupCodeAsked, isGroupAsked } from './ai-group-code.ts'
import { majorRankAtCollege } from './ai-answers-major-rank.ts'
import { closedToTrack } from './ai-track-closed.ts'
import { oldModelNote, type OldModelRows } from './ai-select-exam-model.ts'
import { unitClassOf } from './ai-answers-select-exam.ts'
import { planFactsAnswer } from './ai-answers-plan-facts.ts'
import { linesByYear } from './ai-answers-lines.ts'
import { trackNamed } from './ai-follow-up.ts'
import { riskWords, subjectLabel } from '@gk/domain'
import type { Entities } from './ai-nlu.ts'
import { majorLines } from './ai-answers-lookup.ts'
import { dataOf, failureOf, type Plan } from './ai-plan.ts'
import { placeOf } from './ai-school-place.ts'

export type AnswerFn = (plan: Plan, e: Entities, question: string) => Promise<string>

type Line = { Year: number; SubjectType: string; Batch: string; MinScore: number | null; MinRank: number | null }
type Facts = {
  SchoolId: string
  SchoolName: string
  ProvinceName: string
  City: string
  Level: string
  Nature: string
  Type: string
  Authority: string
  Tags: string[]
  Rank: number | null
  RankLabel: string
  RankSource: string
  Website: string
  AdmissionSite: string
  Address?: string | null
  Phone: string
  FormerNames: string[]
  FirstClassSubjects: string[]
}

const ASK_PROVINCE = '请告诉我你所在的省份和科类（例如“河南物理类”），我再按该省的数据回答。'

async function facts(plan: Plan, e: Entities): Promise<Facts | string> {
  const school = e.schools[0]!
  const run = await plan.call('school_facts', { SchoolId: school.id })
  return (dataOf(run) as Facts | null) ?? `暂时查不到${school.name}的院校信息（${failureOf(run)}）。`
}

function linesTable(lines: Line[]): string {
  const rows = lines.slice(0, 8).map((l) => `| ${l.Year} | ${l.SubjectType} | ${l.Batch} | ${l.MinScore ?? '—'} | ${l.MinRank ?? '—'} |`)
  return ['| 年份 | 科类 | 批次 | 最低分 | 最低位次 |', '| --- | --- | --- | --- | --- |', ...rows].join('\n')
}

export const admissionHistory: AnswerFn = async (plan, e0, question) => {
  const e = await plan.withProfile(e0)
  const school = e.schools[0]!
  // several years, a named unit, or a college's groups: the lines by year (ordinary plans, each with rank)
  // (各专业组 is the groups' lines: 各专业 only when no 组 follows)
  // a major closed to the asker's track (物理类 only, asked by 历史类): said before its lines
  const closed = await closedToTrack(plan, e)
  if (!/各专业(?!组)/.test(question)) return closed ? `${closed}\n\n${await linesByYear(plan, e0, question)}` : linesByYear(plan, e0, question)
  if (!e.province) return `${school.name}各省的录取线不同，${ASK_PROVINCE}`
  // 各专业 (山东/浙江 publish major-level lines): the major rows first
  let lead = ''
  if (e.majors.length || /各专业(?!组)|专业.{0,2}(分数|录取|线)/.test(question)) {
    const text = await majorLines(plan, e, question)
    if (text) return text
    lead = `数据里没有${school.name}在${e.province.shortName}${e.majors[0] ? `“${e.majors[0].name}”` : '各专业'}的专业级录取分，下面是该校的院校/专业组录取线。\n\n`
  }
  const run = await plan.call('admission_history', { SchoolId: school.id, ProvinceId: e.province.id, ...(e.subjectType ? { SubjectType: e.subjectType } : {}) })
  const d = dataOf(run) as { List: Line[] } | null
  if (!d || d.List.length === 0)
    return `数据里没有${school.name}在${e.province.shortName}${e.subjectType ?? ''}的录取分数线，我不会编造。可以换个科类，或打开院校详情查看。`
  return (
    lead +
    [
      `**${school.name}在${e.province.shortName}的录取情况**（数据中最近的年份）`,
      '',
      linesTable(d.List),
      '',
      '同一年有多行时，是不同批次或专业组（如中外合作）的线。',
    ].join('\n')
  )
}

/** The tags a tier question can ask, by the words it asks them in. */
const TAGS_ASKED: [RegExp, string][] = [
  [/985/g, '985'],
  [/211/g, '211'],
  [/双一流/g, '双一流'],
]

/** Each tag a question asks, in the order asked (「是211还是985」 asks both: each gets its own yes or no). */
export function tagsAsked(question: string): string[] {
  return TAGS_ASKED.flatMap(([re, tag]) => [...question.matchAll(re)].slice(0, 1).map((m) => [m.index, tag] as const))
    .sort((a, b) => a[0] - b[0])
    .map(([, tag]) => tag)
}

/** 「是211院校，不是985院校」: every tag asked answered yes or no from the data, the second joined by 也 when alike. */
function tagVerdicts(tags: string[], asked: string[]): string {
  return asked
    .map((tag, i) => {
      const yes = tags.includes(tag)
      const same = i > 0 && tags.includes(asked[i - 1]!) === yes
      return `${same ? '也' : ''}${yes ? '是' : '不是'}${tag}院校`
    })
    .join('，')
}

export const schoolTier: AnswerFn = async (plan, e, question) => {
  const f = await facts(plan, e)
  if (typeof f === 'string') return f
  const asked = tagsAsked(question)
  const others = f.Tags.length ? `它是${f.Tags.join('、')}院校` : '它不属于985、211或双一流'
  // the verdict on each tag asked comes first, in plain words: 「新疆大学是211还是985」 is told 211 yes and 985 no
  const verdict = asked.length
    ? `**${f.SchoolName}${tagVerdicts(f.Tags, asked)}**`
    : `**${f.SchoolName}**：${f.Tags.length ? `是 ${f.Tags.join('、')} 院校` : '不属于985、211或双一流'}`
  return `${verdict}（按本应用院校数据）。${asked.length ? `${others}。` : ''}它位于${placeOf(f)}，${f.Nature}${f.Level}院校，主管部门为${f.Authority || '—'}。${f.FirstClassSubjects.length ? `一流学科：${f.FirstClassSubjects.slice(0, 6).join('、')}。` : ''}`
}

export const schoolLocation: AnswerFn = async (plan, e) => {
  const f = await facts(plan, e)
  if (typeof f === 'string') return f
  // a municipality is its own city (北京市北京市 said once)
  // the district the address begins with, and the address itself (「在哪个区」「校址」: ADR 157)
  return `**${f.SchoolName}**位于${placeOf(f)}。${f.Address ? `地址：${f.Address.replace(/[。.；;，,\s]+$/, '')}。` : ''}${f.AdmissionSite ? `招生网：${f.AdmissionSite}` : ''}`
}

export const schoolRank: AnswerFn = async (plan, e, question) => {
  // 「兰大草业科学软科排名怎么样」: the major's place at the college, not the college's (ai-answers-major-rank.ts)
  const major = await majorRankAtCollege(plan, e, question)
  if (major) return major
  const f = await facts(plan, e)
  if (typeof f === 'string') return f
  if (f.Rank === null) return `数据里没有${f.SchoolName}的排名，我不会编造名次。`
  return `**${f.SchoolName}**在${f.RankSource}中排名第 **${f.RankLabel || f.Rank}**。排名只反映一家机构的指标，选校还要看专业、城市和录取位次。`
}

export const schoolContact: AnswerFn = async (plan, e) => {
  const f = await facts(plan, e)
  if (typeof f === 'string') return f
  const lines = [f.Website && `- 官网：${f.Website}`, f.AdmissionSite && `- 招生网：${f.AdmissionSite}`, f.Phone && `- 电话：${f.Phone}`].filter(Boolean)
  return lines.length ? [`**${f.SchoolName}**的联系方式：`, '', ...lines].join('\n') : `数据里没有${f.SchoolName}的官网或电话。`
}

export const schoolOverview: AnswerFn = async (plan, e, question) => {
  // 「武船职院 物理 专科 2025」: a college with a year and a track and nothing else asked is its line of that year
  const track = e.subjectType ?? trackNamed(question)
  if (e.year !== null && track && e.score === null && e.rank === null && !/怎么样|如何|好不好|介绍|简介/.test(question))
    return linesByYear(plan, { ...e, subjectType: track }, question)
  const f = await facts(plan, e)
  if (typeof f === 'string') return f
  const rows = [
    ['所在地', `${f.ProvinceName}${f.City}`],
    ['层次', f.Level],
    ['性质', f.Nature],
    ['类型', f.Type],
    ['主管部门', f.Authority || '—'],
    ['标签', f.Tags.join('、') || '—'],
    ['排名', f.Rank !== null ? `第${f.RankLabel || f.Rank}（${f.RankSource}）` : '—'],
  ]
  const table = ['| 项目 | 信息 |', '| --- | --- |', ...rows.map(([k, v]) => `| ${k} | ${v} |`)].join('\n')
  const former = f.FormerNames.length ? `\n\n曾用名：${f.FormerNames.slice(0, 3).join('、')}。` : ''
  return `**${f.SchoolName}**\n\n${table}${former}\n\n想知道你的分数能不能上，可以问“我河南物理类580分能上${f.SchoolName}吗”。`
}

/** How many colleges one comparison sets side by side (a wider table is no longer read on a phone). */
const COMPARED_AT_MOST = 6

/**
 * Two or more colleges compared (「对比一下 川大和重大」, 「浙大、南大、复旦比较一下」): a column for every college named,
 * not the first two (ADR 137); with the province, each one's newest lowest line with its year, and the chance at the
 * candidate's score.
 */
export const schoolCompare: AnswerFn = async (plan, e0) => {
  const e = await plan.withProfile(e0)
  const schools = e.schools.slice(0, COMPARED_AT_MOST)
  const all: (Facts | string)[] = []
  for (const s of schools) all.push(await facts(plan, { ...e, schools: [s] }))
  const failed = all.filter((x): x is string => typeof x === 'string')
  if (failed.length) return failed.join('\n')
  const known = all as Facts[]
  const row = (k: string, cells: string[]) => `| ${k} | ${cells.join(' | ')} |`
  const out = [
    row(
      '项目',
      known.map((f) => f.SchoolName),
    ),
    row(
      '---',
      known.map(() => '---'),
    ),
    row(
      '所在地',
      known.map((f) => f.City),
    ),
    row(
      '标签',
      known.map((f) => f.Tags.join('、') || '—'),
    ),
    row(
      '排名',
      known.map((f) => (f.Rank !== null ? String(f.RankLabel || f.Rank) : '—')),
    ),
  ]
  if (e.province) {
    const latest: string[] = []
    for (const s of schools) {
      const run = await plan.call('admission_history', { SchoolId: s.id, ProvinceId: e.province.id, ...(e.subjectType ? { SubjectType: e.subjectType } : {}) })
      const list = ((dataOf(run) as { List: Line[] } | null)?.List ?? []).filter((l) => l.MinScore !== null && !/提前|专科/.test(l.Batch))
      const newest = list[0]?.Year
      // the college's lowest line of its newest year (the easiest group to enter), score and rank
      const line = list.filter((l) => l.Year === newest).sort((x, y) => x.MinScore! - y.MinScore!)[0]
      latest.push(line ? `${line.Year}年${line.SubjectType} 最低 ${line.MinScore}分${line.MinRank ? `/${line.MinRank}名` : ''}` : '无数据')
    }
    out.push(row(`${e.province.shortName}最近录取`, latest))
    if (e.score !== null || e.rank !== null) {
      const chances: string[] = []
      for (const s of schools) {
        const run = await plan.call('admission_probability', {
          SchoolId: s.id,
          ProvinceId: e.province.id,
          ...(e.subjectType ? { SubjectType: e.subjectType } : {}),
          ...(e.score !== null ? { Score: e.score } : { Rank: e.rank }),
          ...(e.subjects.length ? { Subjects: e.subjects.slice(0, 3) } : {}),
        })
        const best = (dataOf(run) as { Best: { ProbabilityText: string | null; Probability: number | null; TierName: string; Unit: string } | null } | null)
          ?.Best
        // placed by 线差 (no rank): the tier only (ADR 164)
        const chance = best?.ProbabilityText ?? (best?.TierName ? `${best.TierName}（按线差分档，不估算概率）` : null)
        chances.push(
          best && chance
            ? best.ProbabilityText
              ? `${chance}（${riskWords(best.TierName, best.Probability)}，${best.Unit}）`
              : `${chance}，${best.Unit}`
            : '无法估算',
        )
      }
      out.push(row(`你的录取概率（${e.score !== null ? `${e.score}分` : `位次${e.rank}`}）`, chances))
    }
  }
  const more =
    e.schools.length > schools.length
      ? `\n\n（一次最多对比${COMPARED_AT_MOST}所；其余的：${e.schools
          .slice(COMPARED_AT_MOST)
          .map((s) => s.name)
          .join('、')}，可以再问。）`
      : ''
  return (
    [`**${known.map((f) => f.SchoolName).join(' vs ')}**`, '', ...out, '', '“哪个好”取决于你看重的专业、城市和录取难度；位次越小越难考。'].join('\n') + more
  )
}

export const subjectRequirement: AnswerFn = async (plan, e0, question) => {
  const e = await plan.withProfile(e0)
  const school = e.schools[0]!
  // without the candidate's own 选科 the question is what the college's unit requires: the plan says it
  if (!e.province || e.subjects.length === 0) return planFactsAnswer(plan, e0, question, 'subjects')
  const major = e.majors[0]?.name ?? unitClassOf(question)
  const run = await plan.call('subject_requirement_check', {
    SchoolId: school.id,
    ProvinceId: e.province.id,
    Subjects: e.subjects,
    ...(major ? { Major: major } : {}),
    ...(e.subjectType === '物理类' || e.subjectType === '历史类' ? { SubjectType: e.subjectType } : {}),
    ...(e.year ? { Year: e.year } : {}),
  })
  const d = dataOf(run) as {
    Year: number | null
    OldModel?: OldModelRows
    Total: number
    EligibleCount: number
    List: { MajorGroup: string | null; Majors: string; Requirement: string; SubjectType: string | null; Eligible: boolean }[]
    /** the subjects the candidate lacks that close rows of the candidate's own track, with how many rows */
    ClosedBy?: { Subject: string; Rows: number }[]
  } | null
  // only a 文理 year's rows, no 选科 in them: the year applied for is judged by its own model, or not at all (ADR 153)
  if (d?.OldModel && d.Total === 0) return oldModelNote(school.name, e.province.shortName, d.OldModel)
  if (!d || d.Total === 0)
    return `数据里没有${school.name}在${e.province.shortName}${major ? `含“${major}”专业` : ''}的选科要求，无法判断；请以该校招生章程和省考试院公布的为准。`
  const combo = e.subjects.map(subjectLabel).join('+')
  // a major said by a part the college's own names share (光电信息 → 光电信息科学与工程, 光电信息材料与器件): each of them
  const verdict = major ? majorVerdict(d.List, major, combo, school.name, e.subjects.map(subjectLabel), e.subjectType, e.majorPart?.part === major) : null
  // the candidate's own track first (the other track's rows are closed by the track, not by a subject), what can be
  // filled before what cannot, and the subjects that close the rest said in words (「没选化学」 asks which need it)
  const ownTrack = (l: { SubjectType: string | null }) => !l.SubjectType || !e.subjectType || l.SubjectType === e.subjectType
  const shown = [...d.List].sort((a, b) => Number(ownTrack(b)) - Number(ownTrack(a)) || Number(b.Eligible) - Number(a.Eligible))
  const lacking = d.ClosedBy?.length
    ? `你这一科类不能报的里，${d.ClosedBy.map((c) => `要求${c.Subject}的 ${c.Rows} 项`).join('、')}（你没选${d.ClosedBy.map((c) => c.Subject).join('、')}）。`
    : null
  const rows = shown
    .slice(0, 10)
    .map((l) => `| ${l.MajorGroup ?? '—'} | ${l.Majors.slice(0, 30)} | ${trackOf(l)}${l.Requirement} | ${l.Eligible ? '可报' : '不可报'} |`)
  // 「海南大学22组我能报吗」: the group asked, answered first in words
  const code = groupCodeAsked(question)
  const asked = code ? d.List.filter((l) => l.MajorGroup && isGroupAsked(l.MajorGroup, code)) : []
  const groupVerdict = asked
    .slice(0, 2)
    .map((l) => `- 你问的**${l.MajorGroup}**：要求 ${trackOf(l)}${l.Requirement || '不限'}，你的 ${combo} **${l.Eligible ? '可以报' : '不能报'}**。`)
  return [
    ...(verdict ? [verdict, ''] : []),
    ...(groupVerdict.length ? [...groupVerdict, ''] : []),
    `**${combo}** 报考${school.name}${major ? `“${major}”相关专业` : ''}（${e.province.shortName}，${d.Year}年）：共 ${d.Total} 项，${d.EligibleCount ? `可报 **${d.EligibleCount}** 项` : '**都不可报**（选科不符合要求）'}。`,
    ...(lacking ? [lacking] : []),
    '',
    '| 专业组 | 专业 | 选科要求 | 结果 |',
    '| --- | --- | --- | --- |',
    ...rows,
  ].join('\n')
}

/**
 * The answer for the named major itself, first (“物化地不能报河北医科大学的临床医学：要求化学和生物，缺生物”): the
 * rows that list the major by its own name (临床医学, 临床医学(5+3一体化)), not every row of a related major.
 */
function majorVerdict(
  list: { Majors: string; Requirement: string; SubjectType: string | null; Eligible: boolean }[],
  major: string,
  combo: string,
  school: string,
  chosen: string[],
  track: string | null = null,
  /** the major was said by the leading part of its name: every major of the college whose name begins so */
  part = false,
): string | null {
  const names = (l: { Majors: string }) => l.Majors.split(/[、,，]/).map((m) => m.trim())
  const own = list.filter((l) => names(l).some((m) => m === major || m.startsWith(`${major}(`) || m.startsWith(`${major}（`) || (part && m.startsWith(major))))
  if (own.length === 0) return null
  const begun = part
    ? [
        ...new Set(
          own
            .flatMap(names)
            .filter((m) => m.startsWith(major))
            .map((m) => m.replace(/[（(].*$/, '')),
        ),
      ]
    : []
  // how the verdict names what was asked: the major, or every major of the college that the part begins
  const unit = begun.length > 1 ? `名称以“${major}”开头的专业（${begun.join('、')}）` : `“${begun[0] ?? major}”`
  const requirement = own.find((l) => !l.Eligible)?.Requirement ?? own[0]!.Requirement
  if (own.every((l) => l.Eligible)) return `**能报**：${combo}符合${school}${unit}的选科要求（${requirement}）。`
  // 和/均须: every subject named is required; 或: any one — then nothing single is “missing”
  const needed = ['物理', '化学', '生物', '政治', '历史', '地理', '技术'].filter((s) => requirement.includes(s))
  const missing = /或|任选|之一/.test(requirement) ? [] : needed.filter((s) => !chosen.includes(s))
  const some = own.some((l) => l.Eligible)
  // a 3+1+2 major planned for one track only: the track is the first thing the candidate lacks (物理类 + 化学)
  const tracks = new Set(own.map((l) => l.SubjectType))
  const only = tracks.size === 1 ? [...tracks][0] : null
  const mine = track === '物理类' || track === '历史类' ? track : chosen.includes('物理') ? '物理类' : chosen.includes('历史') ? '历史类' : null
  if (!some && mine && (only === '物理类' || only === '历史类') && only !== mine)
    return `**不能报**：${school}${unit}只招${only}（首选${only.slice(0, 2)}）${requirement && requirement !== '不限' ? `，再选科目要求${requirement}` : ''}；你是${mine}（${combo}），不能报。`
  return `**${some ? '部分不能报' : '不能报'}**：${school}${unit}${some ? '的部分专业组' : ''}要求选考${requirement}，${combo}不符合${missing.length ? `（缺${missing.join('、')}）` : ''}。`
}

/** The track a 3+1+2 row is planned for, said before its 再选 requirement (「物理类：化学」). */
function trackOf(l: { SubjectType: string | null }): string {
  return l.SubjectType === '物理类' || l.SubjectType === '历史类' ? `${l.SubjectType}：` : ''
}

/**
 * Why a major named in a chance question has no unit the candidate can fill (「河大临床医学中不中」, a 历史类 candidate):
 * the college's rows of that major in the province, judged against the candidate's 选科 — 「只招物理类，再选化学」.
 * Null when the college plans no such major there or the candidate could apply.
 */
export async function majorClosedVerdict(plan: Plan, e: Entities, schoolId: string, schoolName: string): Promise<string | null> {
  const major = e.majors[0]?.name
  if (!major || !e.province || e.subjects.length === 0) return null
  const track = e.subjectType === '物理类' || e.subjectType === '历史类' ? e.subjectType : null
  const run = await plan.call('subject_requirement_check', {
    SchoolId: schoolId,
    ProvinceId: e.province.id,
    Subjects: e.subjects,
    Major: major,
    ...(track ? { SubjectType: track } : {}),
    ...(e.year ? { Year: e.year } : {}),
  })
  const d = dataOf(run) as { List: { Majors: string; Requirement: string; SubjectType: string | null; Eligible: boolean }[] } | null
  if (!d?.List.length) return null
  return majorVerdict(d.List, major, e.subjects.map(subjectLabel).join('+'), schoolName, e.subjects.map(subjectLabel), track)
}
