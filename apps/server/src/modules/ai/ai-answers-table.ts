import type { AnswerFn } from './ai-answers-school.ts'
import { lineCell, unitLabel } from './ai-unit-code.ts'
import type { Entities } from './ai-nlu.ts'
import { besideYears, relativeYearOf } from './ai-relative-years.ts'
import { loadLexicon, type Lexicon } from './ai-lexicon.ts'
import { provinceForLine } from './ai-home-province.ts'
import { trackLabels } from './ai-tool-kit.ts'
import { trackNamed } from './ai-follow-up.ts'
import { dataOf, type Plan } from './ai-plan.ts'
import type { YearLine, YearLowest } from './ai-tools-lines.ts'
import { PROVINCE_CHARS } from './ai-province-chars.ts'
import { CHANCE } from './ai-intent-patterns.ts'

/**
 * A table of several things asked at once (ADR 094): several colleges' lowest ordinary line in one province and year,
 * several provinces' batch line, or several majors of one college. One markdown table from the data, one row per
 * thing asked; a thing the data lacks is its own row saying so, never filled with another year's or another unit's.
 */

/** A table asked for in words (列个表, 做成表格, 排个表, 分数位次表, 对比表, 「…最低分 表」), not a 志愿表 to generate. */
export const TABLE_ASKED =
  /(?<!志愿|志原)(表格|(列|做|排|整|弄|画|制|出|汇总)(一?[个张份下]|成|一下|在)?表(?![达示现])|(分数|位次|分|线|对比|比较|对照|一览)表|^表[\s，,]|\s表[。.!！]?$|[给来要发]我?们?[一1]?[个张份]表(?![达示现])|表[:：])/

/** One-character names of provinces as written in runs (陕甘青宁, 京津冀, 云贵川, 江浙沪): every one (ai-province-chars.ts). */
const ONE_CHAR: Record<string, string> = Object.fromEntries(Object.entries(PROVINCE_CHARS).map(([c, p]) => [c, p.short]))

/** The provinces a question names, in its order: full or short names, and runs of 2+ one-character names (陕甘青宁). */
export function provincesNamed(question: string, names: { name: string; shortName: string }[]): string[] {
  const found: { at: number; short: string }[] = []
  const by = new Map(names.map((p) => [p.shortName, p]))
  let rest = question
  // longest first, so 内蒙古 is read before 蒙 and 黑龙江 before 江
  for (const p of [...names].sort((a, b) => b.name.length - a.name.length)) {
    for (const form of [p.name, p.shortName]) {
      let at = rest.indexOf(form)
      while (at >= 0) {
        found.push({ at, short: p.shortName })
        rest = rest.slice(0, at) + '　'.repeat(form.length) + rest.slice(at + form.length)
        at = rest.indexOf(form)
      }
    }
  }
  for (const m of rest.matchAll(new RegExp(`[${Object.keys(ONE_CHAR).join('')}]{2,}`, 'g'))) {
    const run = [...m[0]].map((c) => ONE_CHAR[c]!)
    // a run of distinct provinces only (「新宁」 as two is fine, 「江江」 is not a run of names)
    if (new Set(run).size === run.length) run.forEach((s, k) => by.has(s) && found.push({ at: m.index + k, short: s }))
  }
  return [...new Set(found.sort((a, b) => a.at - b.at).map((f) => f.short))]
}

/** Colleges referred to, not named (这四个学校, 这几所, 这些大学, 上面几所): the earlier turn's, else asked for. */
export const COLLEGES_REFERRED = /这[几两三四五六七八九十]+[个所间家](学校|大学|院校)?|这些(学校|大学|院校)|上面(的|这|那)?几?[个所间]?(学校|大学|院校)/

/**
 * Several colleges' lines compared without the word 表 (「浙大 浙工大 杭电 宁波大学 最低分对比」, 「华科 武大 最低分比一下」):
 * the same table; two colleges compared in general (「哪个好」) stay the comparison of the colleges.
 */
const LINES_COMPARED = (q: string) => LINES_OF_SEVERAL.test(q) && /对比|比较|比一下|比比|比一比|对照|一览/.test(q)

/** A line asked of several colleges at once (「…去年在湖北的线」, 「…最低分分别多少」): each college's line is a row. */
const LINES_OF_SEVERAL = /最低分|分数线|录取线|投档线|录取分|投档分|位次|多少分|几分|的线|线[是有]?(多少|多高|咋样|怎么样)|(录取|投档)(分数|情况)/

/** Colleges said as several: a list (、 between names, not between two asks: 「多少分、位次多少」), a count of them, 分别. */
const SEVERAL_SAID =
  /(?<![分少么])、(?!位次|多少|分数|最低|学费)|分别|各自|各[校所个]|[两俩三四五六七八九几][个所间家]?(学校|大学|院校|高校|所|校)|这几|它们|\S\s+\S+\s+\S/

/**
 * Several colleges with their lines asked and nothing of the candidate's (ADR 137): 「华科 武大 中南 三个学校去年在湖北的线」
 * is a row for each, not the first one's lines. A score, a chance, a fee or a count asked stays its own question.
 */
const LINES_ASKED_OF_SEVERAL = (q: string, e: Entities) =>
  e.schools.length >= 2 &&
  // said as several: a list (、), a count or 分别; a short name with its full name beside it (南大（南昌大学）) is one college
  SEVERAL_SAID.test(q) &&
  !/[（(]|专项|\d\s*组|不算|不含|不要|别算|除了/.test(q) &&
  e.score === null &&
  e.rank === null &&
  LINES_OF_SEVERAL.test(q) &&
  !CHANCE.test(q) &&
  !/学费|多少钱|招生计划|招多少|招几个|名额|专业组|选科|分差|差多少|哪个高|哪个低|谁高|谁低/.test(q)

/** Several things asked in one table: colleges, majors of one college, or provinces with a batch line asked. */
export function tableOf(question: string, e: Entities): boolean {
  if (/志愿表|冲稳保/.test(question)) return false
  if (!TABLE_ASKED.test(question))
    return e.schools.length >= 2 && (LINES_COMPARED(question) || LINES_ASKED_OF_SEVERAL(question, e)) && !/哪个好|选哪|怎么选/.test(question)
  if (e.schools.length >= 2 || (e.schools.length === 1 && e.majors.length >= 2)) return true
  // 「这几所学校…列个表」: the colleges of an earlier turn (the recogniser may have read only one of its list)
  // 「把山西2026年的本科线和特殊类型招生线，还有这几个分数对应的位次，列成表」: one province's batch lines as a table are
  // the batch-line answer (its table), not a table of colleges to be named
  const oneProvincesLines = e.schools.length === 0 && /(本科|专科|特殊类型|特招|特控|批次|一段|二段)[^，。？?]{0,5}线/.test(question)
  if (oneProvincesLines && provincesNamed(question, NAMES).length < 2) return false
  if (COLLEGES_REFERRED.test(question)) return true
  return (
    e.schools.length === 0 &&
    /(本科|专科|一本|二本|特控|批次|控制|省控|一段|二段)[线先]|本科|专科/.test(question) &&
    provincesNamed(question, NAMES).length >= 2
  )
}

/** The provinces' names for reading a question before the lexicon is at hand (the answer reads the lexicon's). */
const NAMES = [...new Set(Object.values(ONE_CHAR))].map((n) => ({ name: n, shortName: n }))

type Lines = { YearsInData: number[]; PerYear: (YearLine & Pick<YearLowest, 'Units'>)[]; Unit: string[]; UnitLines: YearLine[] }

/**
 * 「华东理工…华理今年各专业组投档线整理成表格」: one college (two names of it, ai-local-names.ts) with no major and none
 * referred to as several is its groups' table of the year, as its lines answer gives it (the engine routes it there).
 */
export const oneCollegesGroups = (e: Entities, question: string) => e.schools.length === 1 && e.majors.length === 0 && !COLLEGES_REFERRED.test(question)

export const linesTable: AnswerFn = async (plan, e0, question) => {
  const e = await plan.withProfile(e0)
  if (e.schools.length >= 2 || (e.schools.length === 1 && COLLEGES_REFERRED.test(question))) return collegesTable(plan, e, question)
  if (e.schools.length === 1) return majorsTable(plan, e, question)
  // 「这四个学校…列个表」 with no college named before: which ones, never a guess
  if (COLLEGES_REFERRED.test(question) && provincesNamed(question, NAMES).length < 2)
    return '你说的是哪几所学校？把校名告诉我（简称也可以，如「武科大、湖大」），我按你的省份和科类把它们的最低分和位次列成一张表。'
  return provincesTable(plan, e, question, await loadLexicon(plan.ctx))
}

/** The province a college's line is read in: the one named or saved, else the college's home province when it runs it. */
export async function provinceOf(plan: Plan, e: Entities, question: string) {
  if (e.province) return { id: e.province.id, name: e.province.shortName, note: '' }
  const home = await provinceForLine(plan, e, question)
  return home ? { id: home.id, name: home.name, note: `（你没说省份；${home.why}）` } : null
}

// Year too: the tool's units of another (its newest) year would otherwise crowd the asked year's rows out
const yearArgs = (e: Entities) => (e.year ? { Year: e.year, FromYear: e.year, ToYear: e.year, Years: 1 } : { Years: 1 })

async function collegesTable(plan: Plan, e: Entities, question: string): Promise<string> {
  const rows: string[] = []
  const missing: string[] = []
  let where = ''
  const schools = e.schools.slice(0, 8)
  const instead = new Set<number>()
  const beside = new Map<number, string[]>()
  const found = await Promise.all(schools.map((school) => provinceOf(plan, { ...e, schools: [school] }, question)))
  // no province said: a college recruiting everywhere (暨南大学) is read in the province the others of the list are read in;
  // a comparison is one candidate's, so every college is read there (湖南大学 beside 武理工 and 华师 in 湖北, ADR 150)
  const shared = e.province ? null : mostOf(found)
  for (const [k, school] of schools.entries()) {
    const province = shared ?? found[k]
    if (!province) {
      missing.push(`${school.name}（没说省份，各省线不同）`)
      continue
    }
    where ||= `${province.name}${province.note}`
    const args = { SchoolId: school.id, ProvinceId: province.id, ...yearArgs(e) }
    // 「物理最低分」 (物理 without 类, or 物里 typed) is the track too; in a 3+3 province (山东) every candidate is 综合
    const track = e.subjectType ?? trackNamed(question)
    let d = track ? (dataOf(await plan.call('lines_by_year', { ...args, SubjectType: track })) as Lines | null) : null
    if (!d?.PerYear.length) {
      const all = dataOf(await plan.call('lines_by_year', args)) as Lines | null
      d = all && track ? { ...all, PerYear: all.PerYear.filter((l) => l.SubjectType === '综合') } : all
    }
    let lines = d?.PerYear ?? []
    // a year asked that the province has not published yet (河南 2026 while the data ends at 2025): the newest year, said so
    const newest = d?.YearsInData.length ? Math.max(...d.YearsInData) : null
    if (!lines.length && e.year && newest && newest < e.year) {
      const older = dataOf(
        await plan.call('lines_by_year', {
          SchoolId: school.id,
          ProvinceId: province.id,
          ...yearArgs({ ...e, year: newest }),
          ...(track ? { SubjectType: track } : {}),
        }),
      ) as Lines | null
      lines = older?.PerYear ?? []
      if (lines.length) instead.add(newest)
    }
    if (!lines.length) {
      missing.push(
        `${school.name}${e.year ? `${e.year}年` : ''}在${province.name}的普通类线${d?.YearsInData.length ? `（数据里有${d.YearsInData.slice(0, 3).join('、')}年）` : ''}`,
      )
      continue
    }
    // 「去年」: the same college's lowest line in the later years the asker may mean (ADR 115), for the sentence below
    const rel = relativeYearOf(e)
    for (const y of rel && lines.length && !instead.size ? besideYears(rel.year, newest, plan.ctx.now()) : []) {
      const later = dataOf(
        await plan.call('lines_by_year', {
          SchoolId: school.id,
          ProvinceId: province.id,
          ...yearArgs({ ...e, year: y }),
          ...(track ? { SubjectType: track } : {}),
        }),
      ) as Lines | null
      const low = (later?.PerYear ?? []).filter((l) => l.Year === y && l.MinScore !== null).sort((a, b) => a.MinScore! - b.MinScore!)[0]
      if (low) beside.set(y, [...(beside.get(y) ?? []), `${school.name} ${low.MinScore}${low.MinRank ? `（位次 ${low.MinRank}）` : ''}`])
    }
    for (const l of lines)
      rows.push(
        `| ${school.name} | ${province.name} | ${l.Year} | ${l.SubjectType} | ${lineCell(l.MinScore)} | ${lineCell(l.MinRank)} | ${unitLabel(l)}（共 ${l.Units} 个） |`,
      )
  }
  const lead = instead.size
    ? `数据里还没有${where.replace(/（.*$/, '')}${e.year}年的这几所院校的录取线（各省公布有先后），下面是最新的${[...instead].join('、')}年。\n\n`
    : ''
  const year = instead.size === 1 && rows.length === schools.length - missing.length ? `${[...instead][0]}年` : e.year ? `${e.year}年` : '最近一年'
  const newest = Math.max(...beside.keys())
  const later = [...beside].map(([y, said]) => `**${y}年${y === newest ? '（最新）' : ''}**：${said.join('、')}`)
  return (
    lead +
    finish(
      `**${e.schools.map((s) => s.name).join('、')}${year}在${where || '各省'}的普通类最低录取线**（每校取各专业组/院校线中最低的一个）：`,
      ['院校', '省份', '年份', '科类', '最低分', '最低位次', '对应'],
      rows,
      missing,
      '只含普通类（专项、中外合作等单独划线的不计入）；不同院校之间比较请看位次。',
    ) +
    (later.length ? `\n\n较新的年份：${later.join('；')}。` : '')
  )
}

/** The province most of a list's colleges are read in, when one has more than any other. */
function mostOf<T extends { id: number }>(found: (T | null)[]): T | null {
  const count = new Map<number, { n: number; p: T }>()
  for (const p of found) if (p) count.set(p.id, { n: (count.get(p.id)?.n ?? 0) + 1, p })
  const ranked = [...count.values()].sort((a, b) => b.n - a.n)
  return ranked[0] && (ranked.length === 1 || ranked[0].n > ranked[1]!.n) ? ranked[0].p : null
}

async function majorsTable(plan: Plan, e: Entities, question: string): Promise<string> {
  const school = e.schools[0]!
  const province = await provinceOf(plan, e, question)
  if (!province) return `${school.name}在各省的录取线不同，你在哪个省份参加高考？`
  const rows: string[] = []
  const missing: string[] = []
  for (const major of e.majors.slice(0, 8)) {
    const run = await plan.call('lines_by_year', {
      SchoolId: school.id,
      ProvinceId: province.id,
      Unit: major.name,
      ...(e.subjectType ? { SubjectType: e.subjectType } : {}),
      ...yearArgs(e),
    })
    const d = dataOf(run) as Lines | null
    const year = e.year ?? d?.UnitLines[0]?.Year
    const ofYear = (d?.UnitLines ?? []).filter((l) => l.Year === year)
    // the major's own ordinary row (计算机科学与技术), before a class of it run apart (创新班, 卓越班) that the name also fits
    const own = ofYear.find((l) => l.Major === major.name) ?? ofYear.find((l) => !/[（(]/.test(l.Major ?? '')) ?? ofYear[0]
    if (!own) {
      missing.push(`${major.name}${e.year ? `${e.year}年` : ''}的专业线`)
      continue
    }
    rows.push(`| ${major.name} | ${own.Major ?? '—'} | ${own.Year} | ${own.SubjectType} | ${lineCell(own.MinScore)} | ${lineCell(own.MinRank)} |`)
  }
  return finish(
    `**${school.name}${e.year ? `${e.year}年` : ''}在${province.name}${province.note}各专业的录取线**：`,
    ['所问专业', '数据里的专业', '年份', '科类', '最低分', '最低位次'],
    rows,
    missing,
    '专业线只在按专业投档或公布专业分的省份有；按专业组投档的省份请看专业组的线。',
  )
}

async function provincesTable(plan: Plan, e: Entities, question: string, lexicon: Lexicon): Promise<string> {
  const named = provincesNamed(question, lexicon.provinces)
  const wanted = /专科|高职/.test(question)
    ? /专科|高职/
    : /一本|一批|一段|特控/.test(question)
      ? /一批|一段|特殊|特控/
      : /二本|二批|二段/.test(question)
        ? /二批|二段/
        : /本科/
  // 「物理本科线」: the track said without 类
  const track = e.subjectType ?? trackNamed(question)
  const rows: string[] = []
  const missing: string[] = []
  for (const short of named.slice(0, 10)) {
    const province = lexicon.provinces.find((p) => p.shortName === short)!
    let list: { SubjectType: string; Category: string; Batch: string; Score: number }[] = []
    let year: number | null = null
    // 物理类 in a province that still says 理科 (or the reverse): the same track under its other name
    // and a 3+3 province (山东, 浙江) has one 综合 line for every candidate, whatever track the question names
    for (const label of track ? [...trackLabels(track), '综合'] : [null]) {
      const run = await plan.call('batch_lines', { ProvinceId: province.id, ...(label ? { SubjectType: label } : {}), ...(e.year ? { Year: e.year } : {}) })
      const d = dataOf(run) as { Year: number | null; List: typeof list } | null
      list = d?.List ?? []
      year = d?.Year ?? null
      if (list.length) break
    }
    // the batch asked, ordinary (a 特殊类型 line is its own row only when 特控/一本 is asked)
    const lines = list.filter((l) => wanted.test(l.Batch + l.Category) && (!/特殊|专项/.test(l.Category + l.Batch) || /特控|一本/.test(question)))
    const shown = lines.filter((l, i) => lines.findIndex((m) => m.SubjectType === l.SubjectType) === i)
    if (!shown.length) missing.push(`${province.shortName}${e.year ? `${e.year}年` : ''}${track ?? ''}的这条线`)
    for (const l of shown) rows.push(`| ${province.shortName} | ${year ?? '—'} | ${l.SubjectType} | ${l.Batch} | ${l.Score} |`)
  }
  return finish(
    `**${named.join('、')}${e.year ? `${e.year}年` : ''}${track ?? ''}批次线**：`,
    ['省份', '年份', '科类', '批次', '分数'],
    rows,
    missing,
    '来源：各省级教育考试院公布的批次控制线；各省试卷和赋分不同，省与省之间的分数不能直接比较。',
  )
}

/**
 * A 年份 or 科类 column whose every row holds the value the title already names leaves the table: on a 390 px phone a
 * repeated 「2026」 wrapped over two lines in every row.
 */
function dropNamedColumns(title: string, head: string[], rows: string[]): { head: string[]; rows: string[] } {
  const cells = rows.map((r) => r.replace(/^\|\s*|\s*\|$/g, '').split(' | '))
  if (cells.some((c) => c.length !== head.length)) return { head, rows }
  const drop = head.map((h, i) => {
    if (h !== '年份' && h !== '科类') return false
    const values = new Set(cells.map((c) => c[i]))
    const [only] = values
    return values.size === 1 && only !== undefined && only !== '—' && title.includes(only)
  })
  if (!drop.some(Boolean)) return { head, rows }
  return { head: head.filter((_, i) => !drop[i]), rows: cells.map((c) => `| ${c.filter((_, i) => !drop[i]).join(' | ')} |`) }
}

function finish(title: string, head0: string[], rows0: string[], missing: string[], note: string): string {
  const lack = missing.length ? [`数据里没有：${missing.join('；')}。我不会编造，这些行空缺。`, ''] : []
  if (!rows0.length) return `${title.replace(/[：:]$/, '')}：${lack.length ? lack[0] : '数据里没有这些线。'}`
  const { head, rows } = dropNamedColumns(title, head0, rows0)
  return [title, '', `| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows, '', ...lack, note].join('\n')
}
