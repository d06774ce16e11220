import { pinyin } from 'pinyin-pro'
import { findProvincePolicy, provincePolicies, subjectTypeLabels, type GradeConversion, type ProvinceCode, type ProvincePolicy } from '@gk/domain'
import { PROVINCES } from '../normalize/provinces.ts'
import { SRC } from './sources.ts'
import type { Row } from './write-tables.ts'

export function provinceRows(): Row[] {
  return PROVINCES.map((p) => ({
    code: p.code,
    name: p.name,
    short_name: p.short,
    slug: p.slug,
    pinyin: pinyin(p.short, { toneType: 'none', type: 'array' }).join(''),
    source_id: SRC.division,
    quality: 'official',
  }))
}

/** The reference tables and the operator import spell the traditional model 文理. */
const modelLabel = (m: ProvincePolicy['examModel']): '3+3' | '3+1+2' | '文理' => (m === 'traditional' ? '文理' : m)

/** 赋分 table as one line ("proportional-linear: A 15% 100–86, …"); null where raw scores count. */
function conversionText(c: GradeConversion): string | null {
  if (!c) return null
  const bands = c.bands.map((b) => `${b.label} ${Math.round(b.share * 1000) / 10}% ${b.high === b.low ? b.high : `${b.high}–${b.low}`}`)
  return `${c.method}: ${bands.join(', ')}${c.isUnverified ? ' (unverified)' : ''}`
}

/**
 * The province_policies table is written from the domain's provincePolicies, the one definition of
 * province rules: one row per province and year of the domain's records. Counts the domain marks
 * unverified, and years carried forward from the last confirmed one, are `estimated`.
 */
export function policyRows(): Row[] {
  const codeOf = new Map(PROVINCES.map((p) => [p.slug, p.code]))
  return provincePolicies.map((p) => {
    const code = codeOf.get(p.province)
    if (!code) throw new Error(`policy for unknown province ${p.province}`)
    const main = p.batches.find((b) => b.id === p.mainBatchId) ?? p.batches[0]
    if (!main) throw new Error(`policy ${p.province} ${p.year} has no batches`)
    const unverified = p.carriedFrom !== undefined || main.isUnverified === true
    return {
      province_code: code,
      year: p.year,
      exam_model: modelLabel(p.examModel),
      subject_types: p.subjectTypes.map((s) => subjectTypeLabels[s]),
      total_score: p.totalScore,
      main_batch: main.name,
      batches: p.batches.map((b) => b.name),
      filling_mode: main.fillingMode,
      slots: main.maxWishes,
      majors_per_slot: main.maxMajorsPerWish,
      has_adjustment: main.hasAdjustment,
      score_conversion: conversionText(p.gradeConversion),
      citation: p.sources.join(' '),
      notes: main.isUnverified ? 'Counts are general knowledge (unverified).' : null,
      source_id: SRC.rules,
      quality: unverified ? 'estimated' : 'third-party',
    }
  })
}

const modelCache = new Map<string, '3+1+2' | '3+3' | '文理'>()
/** Exam model of a province in a year, from the domain's policy records (2021 on); called per source row, so memoised. */
export function examModel(provinceCode: string, year: number): '3+1+2' | '3+3' | '文理' {
  // Before the domain's first year only the 3+3 pilots (上海/浙江 2017, 京津鲁琼 2020) were reformed.
  if (year < 2021)
    return (['31', '33'].includes(provinceCode) && year >= 2017) || (year === 2020 && ['11', '12', '37', '46'].includes(provinceCode)) ? '3+3' : '文理'
  const key = `${provinceCode}|${year}`
  const cached = modelCache.get(key)
  if (cached) return cached
  const slug = PROVINCES.find((p) => p.code === provinceCode)?.slug
  const policy = slug ? findProvincePolicy(slug as ProvinceCode, year) : undefined
  const model = policy ? modelLabel(policy.examModel) : '文理'
  modelCache.set(key, model)
  return model
}
