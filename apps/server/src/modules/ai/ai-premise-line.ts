import type { Entities } from './ai-nlu.ts'
import { dataOf, type Plan } from './ai-plan.ts'
import { provinceFor } from './ai-answers-plan-facts.ts'
import { saidBare } from './ai-numbers.ts'
import { linesRead, numberAsSpecialLine } from './ai-premise-line-said.ts'
import { planLabel, specialPlansText } from './ai-special-plan-rows.ts'
import type { BachelorLine } from './ai-special-lines.repository.ts'

export type Line = {
  Year: number
  SubjectType: string
  Batch: string
  MajorGroup: string | null
  Unit: string | null
  MinScore: number | null
  MinRank: number | null
  PlanType: string
  Eligibility: string
  Partial: boolean
  /** the plan as its row words it (振兴龙江计划, 八协计划, 边防军人子女预科班), where the row names one (ADR 168) */
  PlanName?: string | null
}

/** a quoted line within this many points of a line is that line (rounding, 投档 vs 录取) */
const SAME = 1
/** one group this far below every other ordinary group is not the college's line (a 护理 group, a 校区) */
const ISOLATED = 10

const unitOf = (l: Line) => [l.MajorGroup && (/组/.test(l.MajorGroup) ? l.MajorGroup : `${l.MajorGroup}组`), l.Unit].filter(Boolean).join(' ') || '院校'
const lineText = (l: Line) => `${unitOf(l)} ${l.MinScore}分${l.MinRank ? `（位次${l.MinRank}）` : ''}`

/**
 * The rule for a line the question quotes (“华工最低597，我稳吗”): the line is checked against the
 * college's lines in the candidate's province before anything is estimated. When it is a special
 * plan's line (专项, 中外合作 …), a line summed from a few majors, one group far below the others, or no
 * line of the data at all, the answer says what it really is, gives the ordinary lines (what an
 * ordinary applicant fills, with year) and where the candidate stands against them, and states no
 * probability: a chance resting on that number would rest on a unit the candidate cannot fill as an
 * ordinary applicant. Null when the quoted line is the college's ordinary line (the answer goes on).
 */
export async function checkQuotedLine(plan: Plan, e0: Entities, question = ''): Promise<string | null> {
  if (e0.schools.length === 0) return null
  if (e0.quotedLine === null) {
    const ofMajor = await bareNumberAsLine(plan, e0, question)
    if (ofMajor !== null || e0.score === null) return ofMajor
    // a number no word calls a line that is a special plan's line of the college (ai-premise-line-said.ts)
    const withSaved = await plan.withProfile(e0)
    const provinceId = withSaved.province?.id ?? (await provinceFor(plan, withSaved))?.id ?? null
    const said = await numberAsSpecialLine(plan, { ...e0, subjectType: withSaved.subjectType }, question, provinceId)
    return said ? checkQuotedLine(plan, said, question) : null
  }
  const e = await plan.withProfile(e0)
  const school = e.schools[0]!
  // no province named or saved (「湖大今年574就进咯？」): the college's own province when the quoted line is one of its lines
  // there — the line was read somewhere, and a line of the home province is what it most plausibly is (ADR 106)
  const home = e.province ? null : await provinceFor(plan, e)
  const province = e.province ? { id: e.province.id, shortName: e.province.shortName } : home ? { id: home.id, shortName: home.name } : null
  if (!province) return null
  const { lines, rows: collegeRows, bachelor } = await linesRead(plan, school.id, province.id, e.subjectType)
  if (home && !lines.some((l) => l.MinScore !== null && Math.abs(l.MinScore - e0.quotedLine!) <= SAME)) return null
  const programme = PROGRAMME.exec(question)?.[0] ?? null
  const planAsked = /国家专项|地方专项|高校专项|中外合作|预科/.exec(question)?.[0] ?? null
  const unitNamed = e0.majors.length ? `${e0.majors[0]!.name}${programme ? `（${programme}）` : ''}` : programme
  const facts = {
    quoted: e0.quotedLine,
    year: e.year,
    score: e.score,
    school: school.name,
    where: `${province.shortName}${home ? '（你没说省份，这是学校所在省的线）' : ''}${e.subjectType ?? ''}`,
    unitNamed,
    planAsked,
    // the plans a low number read may be (八协计划 367–413 where 308 is no line of the data), and the 本科 line below which no ordinary line lies
    specials: (below: number) => specialPlansText(collegeRows, e.subjectType, below),
    bachelor,
  }
  // a major named whose own special plan has the quoted line (「燕山大学软件工程才567」: 软件工程(中外合作) 567, the
  // ordinary 软件工程 603): that row is what was read, whatever the college's other lines hold
  const rows = e0.majors.length ? await majorRows(plan, school.id, province.id, e0.majors[0]!.name, e.subjectType) : null
  const ofMajor = rows ? majorSpecialLine(rows, e0.quotedLine) : null
  if (ofMajor) return majorSpecialCorrection(ofMajor, facts)
  // 「杭电最低才617，报计算机稳吗」: the college's lowest line is another major's (金融学 617); the named major's own line
  // (计算机 639) is what its chance rests on, and the quoted number is no line of it
  const otherMajor = rows ? otherUnitsLine(rows, lines, e0.quotedLine) : null
  if (otherMajor) return otherUnitCorrection(otherMajor, facts)
  const first = correctQuotedLine(lines, facts)
  if (first === null || !/一个专业组的线/.test(first)) return first
  // one group standing for the college: name its majors (a 护理 group says why it is low)
  const groups = dataOf(
    await plan.call('major_groups', { SchoolId: school.id, ProvinceId: province.id, ...(e.subjectType ? { SubjectType: e.subjectType } : {}) }),
  )
  const majors = new Map(((groups?.Groups ?? []) as { GroupCode: string; Majors: string[] }[]).map((g) => [groupKey(g.GroupCode), g.Majors]))
  return correctQuotedLine(lines, facts, majors)
}

/**
 * 「燕山大学 软件工程 567 我能上吗 概率」 from a candidate whose saved score is 575: a bare number (ai-numbers.ts
 * `saidBare`) that is not the saved score and is exactly the line of the named major's special plan (中外合作 567, the
 * ordinary 软件工程 603) is that line read somewhere, not a second score: corrected as a quoted line, the saved score
 * placed against the ordinary rows. A number that matches no special row of the major stays the score asked about.
 */
async function bareNumberAsLine(plan: Plan, e0: Entities, question: string): Promise<string | null> {
  if (e0.score === null || e0.majors.length === 0 || !saidBare(question, e0.score)) return null
  const saved = await plan.savedProfile()
  if (!saved.ok || !saved.output.data.HasProfile) return null
  const p = saved.output.data as { ProvinceId: number; ProvinceName: string; SubjectTypeName: string; Score: number }
  if (p.Score === e0.score || (e0.province && e0.province.id !== p.ProvinceId)) return null
  const subjectType = e0.subjectType ?? p.SubjectTypeName
  const school = e0.schools[0]!
  const hit = majorSpecialLine(await majorRows(plan, school.id, p.ProvinceId, e0.majors[0]!.name, subjectType), e0.score)
  if (!hit) return null
  return majorSpecialCorrection(hit, {
    quoted: e0.score,
    year: e0.year,
    score: p.Score,
    school: school.name,
    where: `${p.ProvinceName}${subjectType}`,
    unitNamed: e0.majors[0]!.name,
    planAsked: null,
  })
}

/** a programme inside a college, named as such (新工科大师班, 强基计划 is a special route of its own) */
const PROGRAMME = /(?:新工科|拔尖|卓越|创新|英才|强化)?(?:大师班|实验班|试验班|创新班|卓越班|拔尖班|英才班|少年班|基地班|精英班)/

const groupKey = (group: string) => (/(\d+)/.exec(group)?.[1] ?? group).replace(/^0+(?=\d)/, '')

export type QuotedLineFacts = {
  quoted: number
  year: number | null
  score: number | null
  school: string
  where: string
  /** the major or programme the question says the quoted line is of (人工智能（新工科大师班）), when it names one */
  unitNamed?: string | null
  /** the special plan the question says the line is of (地方专项), said back when the data's line is another */
  planAsked?: string | null
  /** the college's special plans in the province with lines below a score, named (ai-special-plan-rows.ts) */
  specials?: (below: number) => string | null
  /** the province's 本科 control lines by year and track */
  bachelor?: BachelorLine[]
}

/** The correction of a quoted line against the college's lines (see checkQuotedLine); null when it is the ordinary line. */
export function correctQuotedLine(all: Line[], f: QuotedLineFacts, majors: Map<string, string[]> = new Map()): string | null {
  const { quoted, school } = f
  const lines = all.filter((l) => l.MinScore !== null)
  if (lines.length === 0) return null
  const years = [...new Set(lines.map((l) => l.Year))].sort((a, b) => b - a)
  const near = (l: Line) => Math.abs(l.MinScore! - quoted) <= SAME
  // the year the question names when it has the quoted line (去年 said loosely), else the newest year that has it, else the named or newest
  const hasQuoted = (y: number) => lines.some((l) => l.Year === y && near(l))
  const year =
    f.year !== null && years.includes(f.year) && hasQuoted(f.year)
      ? f.year
      : (years.find(hasQuoted) ?? (f.year !== null && years.includes(f.year) ? f.year : years[0]!))
  const ofYear = lines.filter((l) => l.Year === year)
  const ordinary = ofYear.filter((l) => l.PlanType === '普通类' && !l.Partial).sort((a, b) => a.MinScore! - b.MinScore!)
  const matches = ofYear.filter(near)
  const bachelor = bachelorOf(f, year, matches[0]?.SubjectType ?? ofYear[0]?.SubjectType)
  if (ordinary.length === 0) return onlySpecial(matches, { ...f, year }, bachelor)
  const lowest = ordinary[0]!
  const second = ordinary[1]
  const isolated = second !== undefined && second.MinScore! - lowest.MinScore! >= ISOLATED
  const holds = matches.some((l) => l.PlanType === '普通类' && !l.Partial && !(isolated && l === lowest))
  // one major or group above the college's lowest ordinary line (人工智能大师班 667 where the others are 640): that
  // unit's line, not the college's; a chance “of the college” from it would rest on one unit (issue 31)
  const above = quoted > lowest.MinScore! + SAME
  const oneUnit = ordinary.length > 1 && above ? matches.find((l) => l.PlanType === '普通类' && !l.Partial && (l.MajorGroup || l.Unit)) : undefined
  // the question itself says the line is one programme's (“大工人工智能大师班667”): whatever the lines hold
  const named = f.unitNamed && above && !matches.some((l) => l.PlanType !== '普通类') ? f.unitNamed : null
  if (holds && !oneUnit && !named) return null

  const where = `${school}${year}年在${f.where}`
  const special = matches.find((l) => l.PlanType !== '普通类')
  const partial = matches.find((l) => l.Partial)
  const what = named
    ? `${quoted}分是${named}这一个专业（项目）的线，单个专业的线不代表${school}整体的录取线：${year}年${school}在${f.where}普通类的录取最低分从${lowest.MinScore}分起。`
    : oneUnit
      ? `${quoted}分只是${where}**${unitOf(oneUnit)}**${oneUnit.Unit ? '这一个专业' : '这一个专业组'}的线，单个${oneUnit.Unit ? '专业' : '专业组'}的线不代表${school}整体的录取线：同一年${school}其他普通类${oneUnit.Unit ? '专业' : '专业组'}的最低分从${lowest.MinScore}分起。`
      : special
        ? `${quoted}分是${where}${unitOf(special)}的**${planLabel(special)}**线${f.planAsked && f.planAsked !== special.PlanType ? `（你说的是${f.planAsked}，数据里这条线是${special.PlanType}的）` : ''}，不是普通类的录取线${eligibilityText(special)}。${belowBachelor(quoted, bachelor)}`
        : partial
          ? `${quoted}分是${where}由少数专业汇总出的线（${unitOf(partial)}），不代表${school}的录取线。`
          : matches.length
            ? `${quoted}分只是${where}${unitOf(lowest)}${inGroup(lowest)}一个专业组的线，这个组比其他普通类专业组低很多，不代表${school}整体的录取线。`
            : `数据里${where}没有${quoted}分这条录取线。${belowBachelor(quoted, bachelor)}${specialsBelow(f, ordinary[0]!.MinScore!)}${newestBeside(lines, year, school)}`
  function inGroup(l: Line) {
    // a group known only by its label (“第07组”) names no major
    const list = (l.MajorGroup ? majors.get(groupKey(l.MajorGroup)) : undefined)?.filter((m) => !/^第?\d+组$/.test(m))
    return list?.length ? `（${list.slice(0, 4).join('、')}${list.length > 4 ? '等' : ''}）` : ''
  }
  const others = (isolated ? ordinary.slice(1) : ordinary).slice(0, 5)
  const ordinaryText = `按普通类（普通考生实际填报的专业组）${year}年${school}的录取最低分：${others.map(lineText).join('；')}${isolated ? `（${unitOf(lowest)} ${lowest.MinScore}分只是单独一个组）` : ''}。`
  const floor = others[0]!.MinScore!
  const score = f.score
  const standing =
    score === null
      ? ''
      : bachelor && score < bachelor.score
        ? `你的${score}分低于${bachelor.year}年的本科控制线（${bachelor.score}分），按普通类够不上本科批，更够不上${school}的普通类专业组（${floor}分起）。`
        : score < floor
          ? `你的${score}分比这些普通类专业组的最低分（${floor}分起）还低，按普通类报考${school}希望很小，不能当作稳妥的选择。`
          : score < others[others.length - 1]!.MinScore!
            ? `你的${score}分只够得上其中最低的几个组，按普通类报考${school}要冲，不算稳。`
            : `你的${score}分高于这些普通类专业组的往年最低分。`
  return [
    what,
    '',
    ordinaryText,
    ...(standing ? ['', standing] : []),
    '',
    noChanceFrom(quoted, score, school, f.planAsked ? `（${f.planAsked}单独投档、要专门资格，不用普通类的模型估算）` : ''),
  ].join('\n')
}

/**
 * 「去年308分」 is no line of the data, and 去年 may be said of the newest results (a candidate of the next season calls
 * them last year's): the newest year's ordinary lowest beside the year read, so neither reading is left without a line.
 */
function newestBeside(lines: Line[], year: number, school: string): string {
  const newest = Math.max(...lines.map((l) => l.Year))
  if (newest <= year) return ''
  const ordinary = lines.filter((l) => l.Year === newest && l.PlanType === '普通类' && !l.Partial).sort((a, b) => a.MinScore! - b.MinScore!)
  return ordinary.length ? `（最新的${newest}年${school}普通类最低：${ordinary.slice(0, 3).map(lineText).join('；')}。）` : ''
}

/** The province's 本科 control line of the year and track the correction speaks of, when known. */
function bachelorOf(f: QuotedLineFacts, year: number, track: string | undefined): { year: number; score: number } | null {
  const hit = f.bachelor?.find((b) => b.year === year && b.subject_type === track)
  return hit ? { year, score: hit.score } : null
}

/** A line read below the province's 本科 control line is no ordinary 本科 line: only a plan admitted below it (预科 …) has one. */
const belowBachelor = (quoted: number, b: { year: number; score: number } | null) =>
  b && quoted < b.score ? `${quoted}分还低于${b.year}年的本科控制线（${b.score}分），普通类本科录取不会低于这条线，只有降分录取的特殊计划会有这样的线。` : ''

/** What a special line asks of an applicant: a plan type's eligibility, or what a plan known only by its name is (八协计划). */
function eligibilityText(l: Line): string {
  if (!l.Eligibility) return '，需要专门的报考条件'
  if (l.PlanType === l.PlanName) return `：${l.PlanType}是${l.Eligibility}，它的线不能当作普通类的线`
  return `：${l.PlanType === '其他' ? '这类计划' : l.PlanType}需要专门资格（${l.Eligibility}），普通考生不能按这条线报`
}

/** 「308」 is no line of the data: the college's special plans there with lines below its ordinary ones are what such a number usually is. */
function specialsBelow(f: QuotedLineFacts, floor: number): string {
  const plans = f.quoted < floor ? f.specials?.(floor) : null
  return plans
    ? `${f.school}在这里还有单独招生的特殊计划：${plans}，这类计划单独投档、单独划线，线常比普通类低很多，你看到的${f.quoted}分很可能是这类计划的线。`
    : ''
}

/**
 * The quoted line is a special plan's and the college has no ordinary line there that year (福建商学院 in 辽宁: only its
 * 边防军人子女预科班): said so, with the 本科 line an ordinary applicant is held to. Null when no special line is the quoted one.
 */
function onlySpecial(matches: Line[], f: QuotedLineFacts & { year: number }, bachelor: { year: number; score: number } | null): string | null {
  const special = matches.find((l) => l.PlanType !== '普通类')
  if (!special) return null
  const standing =
    f.score === null || !bachelor
      ? ''
      : f.score < bachelor.score
        ? `你的${f.score}分低于${bachelor.year}年的本科控制线（${bachelor.score}分），按普通类够不上本科批。`
        : `你的${f.score}分在${bachelor.year}年的本科控制线（${bachelor.score}分）以上，但${f.school}在这里没有普通类的线可比。`
  return [
    `${f.quoted}分是${f.school}${f.year}年在${f.where}${unitOf(special)}的**${planLabel(special)}**线，不是普通类的录取线${eligibilityText(special)}。${belowBachelor(f.quoted, bachelor)}`,
    '',
    `数据里${f.school}${f.year}年在${f.where}没有普通类的录取线（只有特殊计划的线），普通考生没有可以参照的往年线。`,
    ...(standing ? ['', standing] : []),
    '',
    noChanceFrom(f.quoted, f.score, f.school),
  ].join('\n')
}

type MajorRow = { Major: string; SubjectType: string; MinScore: number | null; MinRank: number | null; PlanType: string }
type MajorSpecial = { year: number; hit: MajorRow; ordinary: MajorRow[] }

type MajorRows = { year: number; rows: MajorRow[] }

/** The named major's rows in the province, special plans included, of the newest year the data has. */
async function majorRows(plan: Plan, schoolId: string, provinceId: number, major: string, subjectType: string | null): Promise<MajorRows> {
  const d = dataOf(
    await plan.call('major_lines', {
      SchoolId: schoolId,
      ProvinceId: provinceId,
      Major: major,
      IncludeSpecial: true,
      ...(subjectType ? { SubjectType: subjectType } : {}),
    }),
  )
  return { year: Number(d?.Year), rows: (d?.List ?? []) as MajorRow[] }
}

const ordinaryOf = (rows: MajorRow[]) => rows.filter((r) => r.PlanType === '普通类' && r.MinScore !== null).sort((a, b) => a.MinScore! - b.MinScore!)

/** The named major's special-plan row holding the quoted line, with its ordinary rows; null when none holds it. */
function majorSpecialLine({ year, rows }: MajorRows, quoted: number): MajorSpecial | null {
  const hit = rows.find((r) => r.PlanType !== '普通类' && r.MinScore !== null && Math.abs(r.MinScore - quoted) <= SAME)
  return hit ? { year, hit, ordinary: ordinaryOf(rows) } : null
}

type OtherUnits = { year: number; matched: Line[]; own: MajorRow[] }

/**
 * The quoted line is an ordinary line of the college in the major's year, but of other units: the named major's own
 * ordinary rows all lie above it. Null when the major has no ordinary row, or one of them is the quoted line.
 */
function otherUnitsLine({ year, rows }: MajorRows, lines: Line[], quoted: number): OtherUnits | null {
  const own = ordinaryOf(rows)
  if (own.length === 0 || own[0]!.MinScore! <= quoted + SAME) return null
  const matched = lines.filter((l) => l.Year === year && l.PlanType === '普通类' && !l.Partial && l.MinScore !== null && Math.abs(l.MinScore - quoted) <= SAME)
  return matched.length ? { year, matched, own } : null
}

/** Whose line the quoted one is, the named major's own line, and where the candidate stands: no probability. */
function otherUnitCorrection(o: OtherUnits, f: QuotedLineFacts): string {
  const units = [...new Set(o.matched.map(unitOf))].slice(0, 3).join('、')
  const floor = o.own[0]!.MinScore!
  const row = (r: MajorRow) => `“${r.Major}” ${r.MinScore}分${r.MinRank ? `（位次${r.MinRank}）` : ''}`
  const standing =
    f.score === null
      ? ''
      : f.score < floor
        ? `你的${f.score}分比${f.unitNamed}的普通类最低分（${floor}分）还低，按普通类报这个专业希望很小，不能当作稳妥的选择。`
        : `你的${f.score}分高于${f.unitNamed}的往年最低分，但往年线不等于今年的线，请按位次比较。`
  return [
    `${f.quoted}分是${f.school}${o.year}年在${f.where}**${units}**的线（单个专业或专业组的线），不是${f.unitNamed}的线：各专业按各自的线分别录取，学校的最低分不代表你想报的专业。`,
    '',
    `${f.unitNamed}自己的普通类录取线（${o.year}年）：${o.own.slice(0, 3).map(row).join('；')}。`,
    ...(standing ? ['', standing] : []),
    '',
    noChanceFrom(f.quoted, f.score, f.school),
  ].join('\n')
}

/** What a major's special-plan line is, the major's ordinary lines, and where the candidate stands: no probability. */
export function majorSpecialCorrection(m: MajorSpecial, f: QuotedLineFacts): string {
  const { hit, ordinary, year } = m
  const row = (r: MajorRow) => `“${r.Major}” ${r.MinScore}分${r.MinRank ? `（位次${r.MinRank}）` : ''}`
  const floor = ordinary[0]?.MinScore ?? null
  const standing =
    f.score === null || floor === null
      ? ''
      : f.score < floor
        ? `你的${f.score}分比普通类的最低分（${floor}分）还低，按普通类报这个专业希望很小，不能当作稳妥的选择。`
        : `你的${f.score}分高于普通类这个专业的往年最低分，但往年线不等于今年的线，请按位次比较。`
  return [
    `${f.quoted}分是${f.school}${year}年在${f.where}“${hit.Major}”的**${hit.PlanType}**线，不是普通类的录取线：${hit.PlanType}单独划线、单独投档${hit.PlanType === '中外合作' ? '，学费通常高得多' : '，需要专门的报考资格'}。`,
    '',
    ordinary.length ? `普通类（普通考生实际填报的）${year}年：${ordinary.slice(0, 3).map(row).join('；')}。` : `数据里${year}年没有这个专业的普通类录取线。`,
    ...(standing ? ['', standing] : []),
    '',
    noChanceFrom(f.quoted, f.score, f.school),
  ].join('\n')
}

/** The closing sentence of every correction: no probability from the quoted line, and where the ordinary one is had. */
function noChanceFrom(quoted: number, score: number | null, school: string, why = ''): string {
  return `我不会按${quoted}分这条线估算录取概率${why}；按普通类单位估算的录取概率，${score !== null ? `可以直接问我“${score}分能上${school}吗”` : '告诉我你的分数后问我'}，或在“志愿推荐”里查看。`
}
