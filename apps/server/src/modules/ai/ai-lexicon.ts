import { addCampusForms } from './ai-lexicon-campus.ts'
import { majorPartsOf } from './ai-major-parts.ts'
import { addAffiliatedNames } from './ai-lexicon-affiliated.ts'
import type { Db } from '../../db/client.ts'
import type { RequestContext } from '../../http/context.ts'
import { addDerivedAbbreviations } from './ai-lexicon-abbrev.ts'
import { addDerivedInitials } from './ai-lexicon-initials.ts'
import { buildFuzzy, type FuzzyNames } from './ai-lexicon-fuzzy.ts'
import { addShortNames, type ShortName } from './ai-lexicon-short.ts'
import { deriveNamesAfterPlace } from './ai-lexicon-place-parts.ts'
import { wordsWithin } from './ai-nlu.ts'
import { lexiconRows } from './ai-reference.repository.ts'
import { askedYearOf } from './ai-relative-years.ts'

export type SchoolEntry = { id: string; name: string; provinceCode: string }
/** subCategory: the 专业类 (计算机类 for 计算机科学与技术), the name a college recruiting by 大类 lists it under */
export type MajorEntry = { id: string; name: string; level: string; category: string; subCategory?: string | null }
export type ProvinceEntry = { id: number; code: string; name: string; shortName: string; slug: string }

/** What a recognised phrase stands for. */
export type LexiconHit = { kind: 'school'; school: SchoolEntry } | { kind: 'major'; major: MajorEntry } | { kind: 'province'; province: ProvinceEntry }

/** Every phrase the recogniser knows, keyed by its surface form. */
export type Lexicon = {
  phrases: Map<string, LexiconHit>
  maxLength: number
  schools: Map<string, SchoolEntry>
  provinces: ProvinceEntry[]
  /** names by sound and with one slip (ai-lexicon-fuzzy.ts); absent in hand-built test lexicons */
  fuzzy?: FuzzyNames
  /**
   * The year 今年 means: the newest year of admission results in the data (去年 one before, 前年 two).
   * Not the clock: in November 2026 and in June 2027 before the new lines are loaded, 今年的线 is the
   * newest published line, 2026; absent in hand-built test lexicons (relative years then stay unread).
   */
  currentYear?: number | null
  /**
   * The calendar year (Beijing) the question is asked in, from the server clock: 今年 in the asker's words, 去年 one
   * before, 前年 two (ai-relative-years.ts). In November 2026 去年 is 2025 whatever the data holds; in June 2027 it is
   * 2026. Absent in hand-built test lexicons (currentYear stands in).
   */
  askedYear?: number | null
  /** 浙工大, 药大, 西大: short names by a college's kind, with every college each may mean (ai-lexicon-short.ts) */
  shortNames?: Map<string, ShortName>
  /** leading parts of the catalogue's major names, with the names each begins (ai-major-parts.ts) */
  majorParts?: Map<string, MajorEntry[]>
  /** each college's aliases in the data (广东医科 for 广东医科大学), by its id: what it is called, for a shared short name */
  aliases?: Map<string, string[]>
}

/**
 * Abbreviations people type that the reference data does not list as aliases. Each maps to the
 * official name, which is then resolved against the dataset (an abbreviation of a college the data
 * lacks is simply dropped, so nothing here can invent a college).
 */
export const schoolAbbreviations: Record<string, string> = {
  北大: '北京大学',
  清华: '清华大学',
  复旦: '复旦大学',
  上交: '上海交通大学',
  上海交大: '上海交通大学',
  西交: '西安交通大学',
  西安交大: '西安交通大学',
  浙大: '浙江大学',
  南大: '南京大学',
  中科大: '中国科学技术大学',
  哈工大: '哈尔滨工业大学',
  哈工程: '哈尔滨工程大学',
  华科: '华中科技大学',
  华中大: '华中科技大学',
  武大: '武汉大学',
  中山: '中山大学',
  川大: '四川大学',
  // 齐齐哈尔 is a four-character place: no short name is derived for it (ai-lexicon-short.ts)
  齐大: '齐齐哈尔大学',
  人大: '中国人民大学',
  北航: '北京航空航天大学',
  北理工: '北京理工大学',
  北理: '北京理工大学',
  北师大: '北京师范大学',
  华东师大: '华东师范大学',
  华师大: '华东师范大学',
  同济: '同济大学',
  南开: '南开大学',
  天大: '天津大学',
  厦大: '厦门大学',
  福大: '福州大学',
  山大: '山东大学',
  吉大: '吉林大学',
  西工大: '西北工业大学',
  电子科大: '电子科技大学',
  成电: '电子科技大学',
  西电: '西安电子科技大学',
  北邮: '北京邮电大学',
  郑大: '郑州大学',
  河大: '河南大学',
  华工: '华南理工大学',
  华南理工: '华南理工大学',
  重大: '重庆大学',
  湖大: '湖南大学',
  中南: '中南大学',
  大工: '大连理工大学',
  兰大: '兰州大学',
  上财: '上海财经大学',
  央财: '中央财经大学',
  贸大: '对外经济贸易大学',
  北外: '北京外国语大学',
  上外: '上海外国语大学',
  中传: '中国传媒大学',
  南航: '南京航空航天大学',
  南理工: '南京理工大学',
  华政: '华东政法大学',
  法大: '中国政法大学',
  北交: '北京交通大学',
  北科: '北京科技大学',
  苏大: '苏州大学',
  河海: '河海大学',
  暨大: '暨南大学',
  // 暨南 alone, as 广东 speakers and the college itself say it (ADR 149); no place nor other college is so called
  暨南: '暨南大学',
  深大: '深圳大学',
  南科大: '南方科技大学',
  国科大: '中国科学院大学',
  中农: '中国农业大学',
  北林: '北京林业大学',
  西农: '西北农林科技大学',
  河工大: '河北工业大学',
  郑轻: '郑州轻工业大学',
  河南理工: '河南理工大学',
  华水: '华北水利水电大学',
  安大: '安徽大学',
  中大: '中山大学',
  中国科大: '中国科学技术大学',
  西南交大: '西南交通大学',
  西交大: '西安交通大学',
  河科大: '河南科技大学',
  宁诺: '宁波诺丁汉大学',
  宁波诺丁汉: '宁波诺丁汉大学',
  西浦: '西交利物浦大学',
  温州肯恩: '温州肯恩大学',
  肯恩: '温州肯恩大学',
  港中深: '香港中文大学（深圳）',
  华师: '华中师范大学',
  华农: '华南农业大学',
  南师大: '南京师范大学',
  华中农大: '华中农业大学',
  // read by the candidate's province when it is another college's (ai-local-names.ts)
  广医: '广州医科大学',
  河师大: '河南师范大学',
  江大: '江南大学',
  杭电: '杭州电子科技大学',
  桂电: '桂林电子科技大学',
  湖师大: '湖南师范大学',
  湖南师大: '湖南师范大学',
  广西医大: '广西医科大学',
  长江职院: '长江职业学院',
  // 第二 colleges go by their ordinal (dev v29: 二工大)
  二工大: '上海第二工业大学',
  上海二工大: '上海第二工业大学',
  二外: '北京第二外国语学院',
  北二外: '北京第二外国语学院',
  ZJU: '浙江大学',
  PKU: '北京大学',
  THU: '清华大学',
  SJTU: '上海交通大学',
  USTC: '中国科学技术大学',
}

/** Major abbreviations; subject names (物理, 化学 …) are left out on purpose, they mean 选科. */
export const majorAbbreviations: Record<string, string> = {
  计科: '计算机科学与技术',
  计算机: '计算机科学与技术',
  软工: '软件工程',
  电气: '电气工程及其自动化',
  电信: '电子信息工程',
  电子信息: '电子信息工程',
  通信: '通信工程',
  人工智能: '人工智能',
  机械: '机械设计制造及其自动化',
  土木: '土木工程',
  临床: '临床医学',
  口腔: '口腔医学',
  金融: '金融学',
  会计: '会计学',
  汉语言: '汉语言文学',
  网安: '网络空间安全',
  信安: '信息安全',
  大数据: '数据科学与大数据技术',
  数据科学: '数据科学与大数据技术',
  微电子: '微电子科学与工程',
  集成电路: '集成电路设计与集成系统',
  护理: '护理学',
  新闻: '新闻学',
  心理: '心理学',
  经济: '经济学',
  法律: '法学',
  英语专业: '英语',
  数学专业: '数学与应用数学',
  物理专业: '物理学',
  化学专业: '化学',
  生物专业: '生物科学',
  师范数学: '数学与应用数学',
  // 浙大5+3, 温医5+3: the 5+3 一体化 programme is 临床医学's (its rows are 临床医学(5+3一体化))
  '5+3': '临床医学',
  // 「想学医」「学医还有戏吗」: to study medicine is, by default, 临床医学 (ADR 101); a jieba boundary keeps 大学医学院 out
  学医: '临床医学',
  // what students call majors in a terse ask (「…师大 思政教育 选科」, ADR 090); only forms that name one major
  思政: '思想政治教育',
  思政教育: '思想政治教育',
  国贸: '国际经济与贸易',
  财管: '财务管理',
  人力资源: '人力资源管理',
  小教: '小学教育',
  学前: '学前教育',
  汉教: '汉语国际教育',
  数媒: '数字媒体技术',
  城规: '城乡规划',
  环工: '环境工程',
  电商: '电子商务',
  网工: '网络工程',
  信管: '信息管理与信息系统',
  行管: '行政管理',
}

/** Majors whose plain names are also 选考 subjects or everyday words: only recognised with 专业 after them. */
export const ambiguousMajorNames = new Set(['化学', '物理学', '历史学', '地理科学', '生物科学', '英语', '数学与应用数学', '设计学', '工程管理'])

async function buildLexicon(db: Db): Promise<Lexicon> {
  try {
    return await readLexicon(db)
  } catch {
    // no reference tables (a server started without the dataset): concepts still work, lookups say so
    return { phrases: new Map(), maxLength: 0, schools: new Map(), provinces: [] }
  }
}

async function readLexicon(db: Db): Promise<Lexicon> {
  const { schools, aliases, majors, provinceRows, newestYear } = await lexiconRows(db)
  const phrases = new Map<string, LexiconHit>()
  const byId = new Map<string, SchoolEntry>()
  const byName = new Map<string, SchoolEntry>()
  const provinces: ProvinceEntry[] = provinceRows.map((p) => ({ id: Number(p.code), code: p.code, name: p.name, shortName: p.short_name, slug: p.slug }))
  for (const p of provinces) {
    phrases.set(p.name, { kind: 'province', province: p })
    phrases.set(p.shortName, { kind: 'province', province: p })
  }
  // 内蒙 for 内蒙古: a three-character short name is also said by its first two characters, when no other name starts so
  for (const p of provinces) {
    const two = p.shortName.slice(0, 2)
    if (p.shortName.length === 3 && !phrases.has(two) && provinces.filter((q) => q.shortName.startsWith(two)).length === 1)
      phrases.set(two, { kind: 'province', province: p })
  }
  // 本科 first, so a 专科 duplicate name does not shadow it
  const sortedMajors = [...majors].sort((a, b) => (a.level === b.level ? 0 : a.level === '本科' ? -1 : 1))
  const majorByName = new Map<string, MajorEntry>()
  for (const m of sortedMajors) {
    if (majorByName.has(m.name)) continue
    const entry: MajorEntry = { id: m.id, name: m.name, level: m.level, category: m.category, subCategory: m.sub_category }
    majorByName.set(m.name, entry)
    if (m.name.length >= 2 && !ambiguousMajorNames.has(m.name)) phrases.set(m.name, { kind: 'major', major: entry })
    phrases.set(`${m.name}专业`, { kind: 'major', major: entry })
  }
  for (const [abbr, name] of Object.entries(majorAbbreviations)) {
    const major = majorByName.get(name)
    // a catalogue major's own name is that major (数据科学 is 071203T, not short for 数据科学与大数据技术)
    if (major && (abbr === name || !majorByName.has(abbr))) phrases.set(abbr, { kind: 'major', major })
  }
  for (const s of schools) {
    const entry: SchoolEntry = { id: s.id, name: s.name, provinceCode: s.province_code }
    byId.set(s.id, entry)
    byName.set(s.name, entry)
    phrases.set(s.name, { kind: 'school', school: entry })
    // 中国石油大学（华东） typed with ASCII brackets or none: the same college
    if (s.name.includes('（'))
      for (const form of [s.name.replace('（', '(').replace('）', ')'), s.name.replace(/[（）]/g, '')])
        if (!phrases.has(form)) phrases.set(form, { kind: 'school', school: entry })
    // 石大华东, 矿大（北京）: the kind's short ending and the campus (ai-lexicon-campus.ts)
    addCampusForms(phrases, entry)
  }
  const aliasesOf = new Map<string, string[]>()
  for (const a of aliases) aliasesOf.set(a.institution_id, [...(aliasesOf.get(a.institution_id) ?? []), a.alias])
  for (const a of aliases) {
    const school = byId.get(a.institution_id)
    if (school && a.alias.length >= 3 && !phrases.has(a.alias)) phrases.set(a.alias, { kind: 'school', school })
  }
  for (const [abbr, name] of Object.entries(schoolAbbreviations)) {
    const school = byName.get(name)
    if (school) phrases.set(abbr, { kind: 'school', school })
  }
  // 武理工, 哈工程, 武铁职院: short forms derived from every name of the dataset (ai-lexicon-abbrev.ts)
  addDerivedAbbreviations(phrases, byId.values(), wordsWithin)
  // 之江学院 for 浙江工业大学之江学院: a founded college by its own part (ai-lexicon-affiliated.ts)
  const cities = schools.map((s) => s.city?.replace(/(市|地区|自治州|盟)$/, '') ?? '').filter((c) => c.length >= 2)
  addAffiliatedNames(phrases, byId.values(), { majors: [...majorByName.keys()], places: [...provinces.map((p) => p.shortName), ...new Set(cities)] })
  const facts = new Map(
    schools.map((s) => [
      s.id,
      {
        city: s.city,
        is985: Boolean(s.is_985),
        is211: Boolean(s.is_211),
        doubleFirst: Boolean(s.is_double_first_class),
        rank: s.ruanke_rank === null ? null : Number(s.ruanke_rank),
      },
    ]),
  )
  const shortNames = addShortNames(
    phrases,
    byId.values(),
    provinces.map((p) => p.shortName),
    facts,
  )
  // 海事大学: a name without its place, shared by several colleges, the province deciding (ai-lexicon-place-parts.ts)
  for (const [part, names] of deriveNamesAfterPlace(byId.values(), [...provinces.map((p) => p.shortName), ...cities]))
    if (!phrases.has(part)) {
      phrases.set(part, { kind: 'school', school: names.national[0]! })
      shortNames.set(part, names)
    }
  // 湖经, 衡师, 齐医, 浙江树人: a 学院 by its name parts' first characters or its leading part (ai-lexicon-initials.ts),
  // read as typed only: added after the names read by sound, so 「能上正州大学」 is no slip of 上政 (上海政法学院)
  const fuzzy = buildFuzzy(phrases)
  addDerivedInitials(phrases, shortNames, byId.values(), wordsWithin)
  let maxLength = 0
  for (const key of phrases.keys()) maxLength = Math.max(maxLength, key.length)
  const majorParts = majorPartsOf(majorByName.values(), phrases, ambiguousMajorNames)
  return { phrases, maxLength: Math.min(maxLength, 30), schools: byId, provinces, fuzzy, currentYear: newestYear, shortNames, majorParts, aliases: aliasesOf }
}

/**
 * The recogniser's dictionaries, built once per dataset version from the reference tables; with the request's clock,
 * the year the question is asked in (Lexicon.askedYear).
 */
export async function loadLexicon(ctx: Pick<RequestContext, 'readModel'> & Partial<Pick<RequestContext, 'now'>>): Promise<Lexicon> {
  const lexicon = await ctx.readModel.index('ai:lexicon', buildLexicon)
  return ctx.now ? { ...lexicon, askedYear: askedYearOf(ctx.now()) } : lexicon
}
