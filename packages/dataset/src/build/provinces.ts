import { pinyin } from 'pinyin-pro'
import { PROVINCES } from '../normalize/provinces.ts'
import { POLICY_FACTS, scoreConversion, type PolicyFact } from './policy-facts.ts'
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

const TRADITIONAL_BATCHES = ['本科提前批', '本科一批', '本科二批', '高职(专科)提前批', '高职(专科)批']

/**
 * One policy row per province and year 2021–2026. Rows for the year of the cited document and later
 * are `third-party` (the citations are second-hand quotes of official text); rows carried back to
 * earlier years of the same model, and pre-reform 文/理 years, are `estimated` with a note.
 */
function policyFor(f: PolicyFact, code: string, year: number): Row {
  const reformed = f.reformYear !== null && year >= f.reformYear
  const model = reformed ? f.model : '文理'
  const total = f.short === '上海' && reformed ? 660 : f.short === '海南' ? 900 : 750
  const subjectTypes = model === '3+3' ? ['综合'] : model === '3+1+2' ? ['物理类', '历史类'] : ['理科', '文科']
  const base = {
    province_code: code,
    year,
    exam_model: model,
    subject_types: subjectTypes,
    total_score: total,
    score_conversion: scoreConversion(f.short, model),
    source_id: SRC.rules,
  }
  if (!reformed && f.model !== '文理') {
    return {
      ...base,
      main_batch: '本科一批',
      batches: TRADITIONAL_BATCHES,
      filling_mode: 'school',
      slots: null,
      majors_per_slot: null,
      has_adjustment: true,
      citation: '§1.1 reform waves (GK for batch structure)',
      quality: 'estimated',
      notes: `Before the ${f.reformYear} reform: traditional 文/理 with 一本/二本 batches; slot counts unknown.`,
    }
  }
  const carried = year < f.docYear
  const notes = [
    f.notes,
    carried ? `Counts carried back from the ${f.docYear} document; they may have differed in ${year}.` : null,
    f.gk ? 'Counts are general knowledge (unverified).' : null,
  ]
    .filter(Boolean)
    .join(' ')
  return {
    ...base,
    main_batch: f.mainBatch,
    batches: f.batches,
    filling_mode: f.mode,
    slots: f.slots,
    majors_per_slot: f.majorsPerSlot,
    has_adjustment: f.adjustment,
    citation: f.citation,
    notes: notes || null,
    quality: carried || f.gk ? 'estimated' : 'third-party',
  }
}

export function policyRows(): Row[] {
  const rows: Row[] = []
  for (const f of POLICY_FACTS) {
    const p = PROVINCES.find((x) => x.short === f.short)
    if (!p) throw new Error(`policy for unknown province ${f.short}`)
    for (let y = 2021; y <= 2026; y++) rows.push(policyFor(f, p.code, y))
  }
  return rows
}

const modelCache = new Map<string, string>()
/** Exam model of a province in a year (policy rows are the single source of this fact). */
export function examModel(provinceCode: string, year: number): '3+1+2' | '3+3' | '文理' {
  if (modelCache.size === 0) for (const r of policyRows()) modelCache.set(`${String(r.province_code)}|${Number(r.year)}`, String(r.exam_model))
  const y = Math.min(Math.max(year, 2021), 2026)
  const m = modelCache.get(`${provinceCode}|${y}`)
  // Before 2021 only the 3+3 pilots (上海/浙江 2017, 京津鲁琼 2020) were reformed.
  if (year < 2021)
    return (['31', '33'].includes(provinceCode) && year >= 2017) || (year === 2020 && ['11', '12', '37', '46'].includes(provinceCode)) ? '3+3' : '文理'
  return m === '3+1+2' || m === '3+3' ? m : '文理'
}
