import { Subject, SubjectType } from '../types.ts'
import { carryForward } from './carry-forward.ts'
import { threePlusOnePlusTwoConversion } from './grade-conversions.ts'
import { facts } from './province-facts.ts'
import { type BatchPolicy, type ExamModel, type ProvinceCode, type ProvincePolicy } from './province-policy.ts'

export { threePlusOnePlusTwoConversion }

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
