import { findProvincePolicy, policyYears, type ProvinceCode } from '@gk/domain'
import type { Lexicon, ProvinceEntry } from './ai-lexicon.ts'

/** The province whose ordinary 本科 batch has exactly the number of 志愿 the question names, when only one has it. */
export function provinceOfWishCount(text: string, lexicon: Lexicon): ProvinceEntry | null {
  const m = /(?<!\d)(\d{2,3})\s*个?(?:平行)?志愿/.exec(text)
  if (!m) return null
  const count = Number(m[1])
  const year = lexicon.currentYear ?? policyYears.confirmedLast
  const owners = lexicon.provinces.filter((p) =>
    findProvincePolicy(p.slug as ProvinceCode, year)?.batches.some((b) => b.level === 'undergraduate' && b.maxWishes === count),
  )
  return owners.length === 1 ? owners[0]! : null
}
