import { provinceShortName } from '@gk/domain'

/**
 * Where a college is, as finely as the data says it (ADR 157): its province and city, and the district or county its
 * address begins with (北京市海淀区学院路30号 → 海淀区). 「在北京哪个区」「校址在哪」 ask the district, which the city alone
 * never answers; the address is the institutions table's own field, never a place written here.
 */
export type Placed = { ProvinceName: string; City: string; Address?: string | null }

/** The district or county (区, 县, 旗, or a county-level 市) the address names after its province and city, or null. */
export function districtOf(f: Placed): string | null {
  if (!f.Address) return null
  let rest = f.Address.replace(/\s+/g, '')
  // the province and city as the address writes them, short or full (宁夏银川市, 北京市, 广东省广州市)
  for (const head of [f.ProvinceName, provinceShortName(f.ProvinceName), f.City]) if (head && rest.startsWith(head)) rest = rest.slice(head.length)
  for (const head of ['省', '市', '自治区']) if (rest.startsWith(head)) rest = rest.slice(head.length)
  if (f.City && rest.startsWith(f.City)) rest = rest.slice(f.City.length)
  const m = /^([\u4e00-\u9fa5]{1,6}?(?:新区|区|县|旗))/.exec(rest) ?? /^([\u4e00-\u9fa5]{2,4}?市)/.exec(rest)
  return m ? m[1]! : null
}

/** 「北京市海淀区」「宁夏回族自治区银川市西夏区」: a municipality said once, the district where the address gives one. */
export function placeOf(f: Placed): string {
  const city = f.City === f.ProvinceName ? '' : f.City
  return `${f.ProvinceName}${city}${districtOf(f) ?? ''}`
}
