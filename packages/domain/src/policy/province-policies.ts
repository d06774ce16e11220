import { Subject, SubjectType, type FillingMode } from '../types.ts'
import { type BatchPolicy, type ExamModel, type GradeConversion, type ProvinceCode, type ProvincePolicy } from './province-policy.ts'
import { carryForward } from './carry-forward.ts'

/** 3+1+2 再选 赋分: A 15 %, B 35 %, C 35 %, D 13 %, E 2 % → 100–86, 85–71, 70–56, 55–41, 40–30. */
export const threePlusOnePlusTwoConversion: GradeConversion = {
  method: 'proportional-linear',
  bands: [
    { label: 'A', share: 0.15, high: 100, low: 86 },
    { label: 'B', share: 0.35, high: 85, low: 71 },
    { label: 'C', share: 0.35, high: 70, low: 56 },
    { label: 'D', share: 0.13, high: 55, low: 41 },
    { label: 'E', share: 0.02, high: 40, low: 30 },
  ],
}

const shandongConversion: GradeConversion = {
  method: 'proportional-linear',
  bands: ['A', 'B+', 'B', 'C+', 'C', 'D+', 'D', 'E'].map((label, i) => ({
    label,
    share: [0.03, 0.07, 0.16, 0.24, 0.24, 0.16, 0.07, 0.03][i]!,
    high: 100 - 10 * i,
    low: 91 - 10 * i,
  })),
}

const zhejiangShares = [1, 2, 3, 4, 5, 6, 7, 8, 7, 7, 7, 7, 7, 7, 6, 5, 4, 3, 2, 1, 1]
const zhejiangConversion: GradeConversion = {
  method: 'fixed-levels',
  bands: zhejiangShares.map((share, i) => ({
    label: `${i + 1}`,
    share: share / 100,
    high: 100 - 3 * i,
    low: 100 - 3 * i,
  })),
  isUnverified: true,
}

const shanghaiLabels = ['A+', 'A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'C-', 'D', 'E']
const shanghaiConversion: GradeConversion = {
  method: 'fixed-levels',
  bands: shanghaiLabels.map((label, i) => ({
    label,
    share: i === 0 || i === 10 ? 0.05 : 0.1,
    high: 70 - 3 * i,
    low: 70 - 3 * i,
  })),
  isUnverified: true,
}

const twentyOneLevels: GradeConversion = {
  method: 'fixed-levels',
  bands: Array.from({ length: 21 }, (_, i) => ({
    label: `${i + 1}`,
    share: 1 / 21,
    high: 100 - 3 * i,
    low: 100 - 3 * i,
  })),
  isUnverified: true,
}

type ProvinceFacts = {
  readonly name: string
  /** first exam year of the new model (Infinity: still traditional) */
  readonly reformYear: number
  readonly model: Exclude<ExamModel, 'traditional'>
  readonly totalScore?: number
  readonly mainBatchName: string
  readonly mode: FillingMode
  readonly maxWishes: number
  readonly maxMajorsPerWish: number
  readonly filingRatio?: number
  readonly isUnverified?: boolean
  /** year-specific overrides of the main batch (older counts) */
  readonly before?: { readonly year: number; readonly maxWishes: number }
  readonly conversion?: GradeConversion
  /** 浙江 7 选 3 includes 技术 */
  readonly hasTechnologyElective?: boolean
  /** see ProvincePolicy.candidateClassNote */
  readonly candidateClassNote?: string
  readonly source: string
}

// facts from research/domain-rules.md §1.3 (2026 rules unless `before` says otherwise)
const facts: Record<ProvinceCode, ProvinceFacts> = {
  beijing: {
    name: '北京',
    reformYear: 2020,
    model: '3+3',
    mainBatchName: '本科普通批',
    mode: 'major-group',
    maxWishes: 30,
    maxMajorsPerWish: 6,
    conversion: twentyOneLevels,
    source: '[EV:beijing/max_volunteers]',
  },
  tianjin: {
    name: '天津',
    reformYear: 2020,
    model: '3+3',
    mainBatchName: '普通本科批次A阶段',
    mode: 'major-group',
    maxWishes: 50,
    maxMajorsPerWish: 6,
    conversion: twentyOneLevels,
    source: '[EV:tianjin/max_volunteers]',
  },
  hebei: {
    name: '河北',
    reformYear: 2021,
    model: '3+1+2',
    mainBatchName: '本科批',
    mode: 'major',
    maxWishes: 96,
    maxMajorsPerWish: 1,
    source: '[EV:hebei/max_volunteers]',
  },
  shanxi: {
    name: '山西',
    reformYear: 2025,
    model: '3+1+2',
    mainBatchName: '本科批',
    mode: 'major-group',
    maxWishes: 45,
    maxMajorsPerWish: 6,
    isUnverified: true,
    source: '[C:id 54700594014] (GK counts)',
  },
  'inner-mongolia': {
    name: '内蒙古',
    reformYear: 2025,
    model: '3+1+2',
    mainBatchName: '本科批',
    mode: 'major-group',
    maxWishes: 45,
    maxMajorsPerWish: 12,
    source: '[P:jdxzz.com 2025]',
  },
  liaoning: {
    name: '辽宁',
    reformYear: 2021,
    model: '3+1+2',
    mainBatchName: '本科批',
    mode: 'major',
    maxWishes: 112,
    maxMajorsPerWish: 1,
    source: '[EV:liaoning/max_volunteers]',
  },
  jilin: {
    name: '吉林',
    reformYear: 2024,
    model: '3+1+2',
    mainBatchName: '本科批',
    mode: 'major-group',
    maxWishes: 50,
    maxMajorsPerWish: 6,
    source: '[EV:jilin/max_volunteers]',
  },
  heilongjiang: {
    name: '黑龙江',
    reformYear: 2024,
    model: '3+1+2',
    mainBatchName: '普通本科批',
    mode: 'major-group',
    maxWishes: 40,
    maxMajorsPerWish: 6,
    source: '[EV:heilongjiang/max_volunteers]',
  },
  shanghai: {
    name: '上海',
    reformYear: 2017,
    model: '3+3',
    totalScore: 660,
    mainBatchName: '本科普通批次',
    mode: 'major-group',
    maxWishes: 24,
    maxMajorsPerWish: 4,
    filingRatio: 1,
    conversion: shanghaiConversion,
    source: '[EV:shanghai/max_volunteers]',
  },
  jiangsu: {
    name: '江苏',
    reformYear: 2021,
    model: '3+1+2',
    mainBatchName: '本科批次',
    mode: 'major-group',
    maxWishes: 40,
    maxMajorsPerWish: 6,
    source: '[EV:jiangsu/max_majors_per_group]',
  },
  zhejiang: {
    name: '浙江',
    reformYear: 2017,
    model: '3+3',
    mainBatchName: '普通类平行录取第一段',
    mode: 'major',
    maxWishes: 80,
    maxMajorsPerWish: 1,
    conversion: zhejiangConversion,
    hasTechnologyElective: true,
    source: '[EV:zhejiang/max_volunteers]',
  },
  anhui: {
    name: '安徽',
    reformYear: 2024,
    model: '3+1+2',
    mainBatchName: '普通本科批',
    mode: 'major-group',
    maxWishes: 45,
    maxMajorsPerWish: 6,
    source: '[EV:anhui/batch]',
  },
  fujian: {
    name: '福建',
    reformYear: 2021,
    model: '3+1+2',
    mainBatchName: '本科批常规志愿',
    mode: 'major-group',
    maxWishes: 50,
    maxMajorsPerWish: 6,
    before: { year: 2026, maxWishes: 40 },
    source: '[EV:fujian/max_volunteers]',
  },
  jiangxi: {
    name: '江西',
    reformYear: 2024,
    model: '3+1+2',
    mainBatchName: '本科批次',
    mode: 'major-group',
    maxWishes: 45,
    maxMajorsPerWish: 6,
    source: '[EV:jiangxi/collection_count]',
  },
  shandong: {
    name: '山东',
    reformYear: 2020,
    model: '3+3',
    mainBatchName: '普通类常规批第1次志愿',
    mode: 'major',
    maxWishes: 96,
    maxMajorsPerWish: 1,
    conversion: shandongConversion,
    source: '[EV:shandong/max_volunteers]',
  },
  henan: {
    name: '河南',
    reformYear: 2025,
    model: '3+1+2',
    mainBatchName: '普通本科批',
    mode: 'major-group',
    maxWishes: 48,
    maxMajorsPerWish: 6,
    source: '[EV:henan/max_volunteers]',
  },
  hubei: {
    name: '湖北',
    reformYear: 2021,
    model: '3+1+2',
    mainBatchName: '本科普通批',
    mode: 'major-group',
    maxWishes: 45,
    maxMajorsPerWish: 6,
    source: '[EV:hubei/max_volunteers]',
  },
  hunan: {
    name: '湖南',
    reformYear: 2021,
    model: '3+1+2',
    mainBatchName: '本科批',
    mode: 'major-group',
    maxWishes: 45,
    maxMajorsPerWish: 6,
    source: '[EV:hunan/max_volunteers] (weak)',
  },
  guangdong: {
    name: '广东',
    reformYear: 2021,
    model: '3+1+2',
    mainBatchName: '本科批次',
    mode: 'major-group',
    maxWishes: 45,
    maxMajorsPerWish: 6,
    source: '[EV:guangdong/max_volunteers]',
  },
  guangxi: {
    name: '广西',
    reformYear: 2024,
    model: '3+1+2',
    mainBatchName: '本科普通批',
    mode: 'major-group',
    maxWishes: 40,
    maxMajorsPerWish: 20,
    filingRatio: 1,
    isUnverified: true,
    source: '[EV:guangxi/max_majors_per_group]',
  },
  hainan: {
    name: '海南',
    reformYear: 2020,
    model: '3+3',
    totalScore: 900,
    mainBatchName: '本科普通批',
    mode: 'major-group',
    maxWishes: 30,
    maxMajorsPerWish: 6,
    conversion: { method: 'standard-score', bands: [], isUnverified: true },
    source: '[EV:hainan/max_volunteers]',
  },
  chongqing: {
    name: '重庆',
    reformYear: 2021,
    model: '3+1+2',
    mainBatchName: '本科批',
    mode: 'major',
    maxWishes: 96,
    maxMajorsPerWish: 1,
    source: '[EV:chongqing/max_volunteers]',
  },
  sichuan: {
    name: '四川',
    reformYear: 2025,
    model: '3+1+2',
    mainBatchName: '本科批次B段',
    mode: 'major-group',
    maxWishes: 45,
    maxMajorsPerWish: 6,
    source: '[EV:sichuan/max_volunteers]',
  },
  guizhou: {
    name: '贵州',
    reformYear: 2024,
    model: '3+1+2',
    mainBatchName: '本科批',
    mode: 'major',
    maxWishes: 96,
    maxMajorsPerWish: 1,
    source: '[EV:guizhou/max_volunteers]',
  },
  yunnan: {
    name: '云南',
    reformYear: 2025,
    model: '3+1+2',
    mainBatchName: '本科批B段',
    mode: 'major-group',
    maxWishes: 40,
    maxMajorsPerWish: 10,
    filingRatio: 1,
    source: '[EV:yunnan/max_volunteers]',
  },
  xizang: {
    name: '西藏',
    reformYear: Infinity,
    model: '3+1+2',
    mainBatchName: '本科一批',
    mode: 'school',
    maxWishes: 10,
    maxMajorsPerWish: 4,
    source: '[EV:xizang/max_majors_per_group]',
    // every 本科 line is published for A类 (区内少数民族) and B类 (汉族及其他) candidates; the data answers for B (ADR 036)
    candidateClassNote: '按B类考生（汉族及其他考生）的批次线和录取分估算，A类考生（区内少数民族）的批次线和院校录取分另行划定、普遍更低，本结果不适用',
  },
  shaanxi: {
    name: '陕西',
    reformYear: 2025,
    model: '3+1+2',
    mainBatchName: '普通本科批',
    mode: 'major-group',
    maxWishes: 45,
    maxMajorsPerWish: 6,
    isUnverified: true,
    source: '[P:gk100.com/read_157542743.htm]',
  },
  gansu: {
    name: '甘肃',
    reformYear: 2024,
    model: '3+1+2',
    mainBatchName: '本科批',
    mode: 'major-group',
    maxWishes: 45,
    maxMajorsPerWish: 6,
    source: '[EV:gansu/max_volunteers]',
  },
  qinghai: {
    name: '青海',
    reformYear: 2025,
    model: '3+1+2',
    mainBatchName: '本科批次',
    mode: 'major',
    maxWishes: 96,
    maxMajorsPerWish: 1,
    source: '[EV:qinghai/max_volunteers]',
  },
  ningxia: {
    name: '宁夏',
    reformYear: 2025,
    model: '3+1+2',
    mainBatchName: '本科批B段',
    mode: 'major-group',
    maxWishes: 45,
    maxMajorsPerWish: 6,
    isUnverified: true,
    source: '[P:gaokao.eol.cn 宁夏 2025]',
  },
  xinjiang: {
    name: '新疆',
    reformYear: 2027,
    model: '3+1+2',
    // The reform merges 本科一批 and 二批 into one 本科批 whose line sits at the old 二批 level (2026:
    // 一批 468 理/451 文, 二批 304/315), the line the 2027 season carries: the name must say 本科批 (issue 29).
    mainBatchName: '本科批',
    mode: 'school',
    maxWishes: 18,
    maxMajorsPerWish: 6,
    source: '[EV:xinjiang/max_volunteers]',
  },
}

const threePlusThreeElectives = [Subject.Physics, Subject.Chemistry, Subject.Biology, Subject.Politics, Subject.History, Subject.Geography]

function buildPolicy(province: ProvinceCode, year: number): ProvincePolicy {
  const f = facts[province]
  const isReformed = year >= f.reformYear
  const examModel: ExamModel = isReformed ? f.model : 'traditional'
  const filingRatio = f.filingRatio ?? 1.05
  const unverified = f.isUnverified === true ? { isUnverified: true } : {}
  let batches: BatchPolicy[]
  if (isReformed) {
    const maxWishes = f.before !== undefined && year < f.before.year ? f.before.maxWishes : f.maxWishes
    batches = [
      {
        id: 'undergraduate',
        name: f.mainBatchName,
        level: 'undergraduate',
        fillingMode: f.mode,
        maxWishes,
        maxMajorsPerWish: f.maxMajorsPerWish,
        hasAdjustment: f.mode !== 'major',
        filingRatio,
        ...unverified,
      },
      {
        id: 'vocational',
        name: '高职(专科)批',
        level: 'vocational',
        fillingMode: f.mode,
        maxWishes,
        maxMajorsPerWish: f.maxMajorsPerWish,
        hasAdjustment: f.mode !== 'major',
        filingRatio,
        isUnverified: true,
      },
    ]
  } else if (f.mode === 'school') {
    batches = [
      {
        id: 'undergraduate-1',
        name: '本科一批',
        level: 'undergraduate',
        fillingMode: 'school',
        maxWishes: f.maxWishes,
        maxMajorsPerWish: f.maxMajorsPerWish,
        hasAdjustment: true,
        filingRatio,
      },
      {
        id: 'undergraduate-2',
        name: '本科二批',
        level: 'undergraduate',
        fillingMode: 'school',
        maxWishes: f.maxWishes,
        maxMajorsPerWish: f.maxMajorsPerWish,
        hasAdjustment: true,
        filingRatio,
      },
      {
        id: 'vocational',
        name: '专科批',
        level: 'vocational',
        fillingMode: 'school',
        maxWishes: f.maxWishes,
        maxMajorsPerWish: f.maxMajorsPerWish,
        hasAdjustment: true,
        filingRatio,
        isUnverified: true,
      },
    ]
  } else {
    // pre-reform 文/理 years of reform-wave 4/5 provinces: school-mode counts are general knowledge (GK)
    batches = ['本科一批', '本科二批', '专科批'].map((name, i) => ({
      id: i === 0 ? 'undergraduate-1' : i === 1 ? 'undergraduate-2' : 'vocational',
      name,
      level: i < 2 ? ('undergraduate' as const) : ('vocational' as const),
      fillingMode: 'school' as const,
      maxWishes: 6,
      maxMajorsPerWish: 6,
      hasAdjustment: true,
      filingRatio,
      isUnverified: true,
    }))
  }
  const subjectTypes =
    examModel === '3+3'
      ? [SubjectType.Combined]
      : examModel === '3+1+2'
        ? [SubjectType.Physics, SubjectType.History]
        : [SubjectType.Science, SubjectType.Liberal]
  const electiveSubjects =
    examModel === '3+3'
      ? f.hasTechnologyElective === true
        ? [...threePlusThreeElectives, Subject.Technology]
        : threePlusThreeElectives
      : examModel === '3+1+2'
        ? [Subject.Chemistry, Subject.Biology, Subject.Politics, Subject.Geography]
        : []
  return {
    province,
    provinceName: f.name,
    year,
    examModel,
    subjectTypes,
    electiveSubjects,
    electiveCount: examModel === '3+3' ? 3 : examModel === '3+1+2' ? 2 : 0,
    totalScore: f.totalScore ?? 750,
    firstNewExamYear: Number.isFinite(f.reformYear) ? f.reformYear : null,
    batches,
    mainBatchId: batches[0]!.id,
    gradeConversion: examModel === '3+3' ? (f.conversion ?? null) : examModel === '3+1+2' ? threePlusOnePlusTwoConversion : null,
    sources: isReformed ? [f.source, 'research/domain-rules.md §1.1–1.3'] : ['research/domain-rules.md §1.1 (pre-reform; counts GK)'],
    ...(f.candidateClassNote ? { candidateClassNote: f.candidateClassNote } : {}),
  }
}

/**
 * First and last exam year with a policy record; years after `confirmedLast` carry its rules
 * forward (labelled unverified) until their own documents are out.
 */
export const policyYears = { first: 2021, last: 2027, confirmedLast: 2026 } as const

function recordFor(province: ProvinceCode, year: number): ProvincePolicy {
  const policy = buildPolicy(province, year)
  return year > policyYears.confirmedLast ? carryForward(policy, policyYears.confirmedLast) : policy
}

/**
 * Every province × year policy record, built from the dated facts of domain-rules.md §1.
 *
 * @example
 * provincePolicies.length //=> 217 (31 provinces × 7 years)
 */
export const provincePolicies: readonly ProvincePolicy[] = Object.keys(facts).flatMap((province) =>
  Array.from({ length: policyYears.last - policyYears.first + 1 }, (_, i) => recordFor(province as ProvinceCode, policyYears.first + i)),
)

/**
 * Finds the policy record for a province and exam year; a year after the last record carries the
 * newest rules forward, labelled unverified, so a new season never waits for a code change.
 * Undefined before the first year.
 *
 * @example
 * findProvincePolicy('jiangsu', 2026)?.batches[0]?.maxWishes //=> 40
 * findProvincePolicy('jiangsu', 2027)?.carriedFrom //=> 2026
 */
export function findProvincePolicy(province: ProvinceCode, year: number): ProvincePolicy | undefined {
  if (!Number.isInteger(year) || year < policyYears.first || !Object.hasOwn(facts, province)) return undefined
  if (year > policyYears.last) return recordFor(province, year)
  return provincePolicies.find((p) => p.province === province && p.year === year)
}
