import { PROVINCES } from './provinces.ts'
import { canonicalSchoolName } from './school-name.ts'

/** Abbreviated endings the sources write for a school-type suffix (职院 = 职业(技术)学院 …). */
const ABBREVIATED: [string, string[]][] = [
  ['职院', ['职业技术学院', '职业学院']],
  ['高专', ['高等专科学校']],
  ['职大', ['职业大学', '职业技术大学']],
  ['医专', ['医学高等专科学校', '医药高等专科学校']],
]
export type ShortInstitution = { id: string; name: string; provinceCode: string | null; level?: string | null }
export type ShortMatch = { id: string; name: string } | { ambiguous: string[] }

/**
 * Resolves short forms of school names ("上海杉达", "建桥学院", "济光职院") that official filing
 * tables print for lack of space. Candidates of a plain short name are every institution whose full
 * name, or full name without its own province's name, starts with it (上海杉达 → 上海杉达学院;
 * 南京信息 → 南京信息工程大学 and 南京信息职业技术学院). Candidates of an abbreviated one are the
 * institutions whose name is [own province] + core + an ending the abbreviation stands for
 * (济光职院 → 上海济光职业技术学院). Candidates in the exam province win, else the candidate must be
 * unique nationally; two or more are never guessed between. A row of a 本科 batch never resolves to a
 * 专科 school (辽宁石化 there is 辽宁石油化工大学, not 辽宁石化职业技术学院).
 */
export class ShortNameIndex {
  private readonly byName = new Map<string, ShortInstitution[]>()
  /** Full name and full name without the school's own province name, for the prefix search. */
  private readonly heads: { i: ShortInstitution; full: string; body: string | null }[] = []
  private readonly memo = new Map<string, ShortMatch | null>()

  constructor(institutions: ShortInstitution[]) {
    const shortOf = new Map(PROVINCES.map((p) => [p.code, p.short]))
    for (const i of institutions) {
      const full = canonicalSchoolName(i.name)
      const province = i.provinceCode ? shortOf.get(i.provinceCode) : undefined
      const body = province && full.startsWith(province) && full.length > province.length ? full.slice(province.length) : null
      this.heads.push({ i, full, body })
      // Abbreviated forms are indexed so a lookup is one map hit.
      for (const b of body ? [full, body] : [full]) {
        for (const [abbr, ends] of ABBREVIATED)
          for (const end of ends) if (b.endsWith(end) && b.length > end.length + 1) this.add(b.slice(0, -end.length) + abbr, i)
      }
    }
  }

  private add(form: string, i: ShortInstitution): void {
    const list = this.byName.get(form) ?? []
    if (!list.some((x) => x.id === i.id)) list.push(i)
    this.byName.set(form, list)
  }

  /** A bracketed remainder names another school of the same stem (香港中文大学 is not 香港中文大学(深圳)). */
  private startingWith(n: string): ShortInstitution[] {
    const heads = (s: string | null) => s !== null && s.startsWith(n) && s[n.length] !== '('
    return this.heads.filter((h) => heads(h.full) || heads(h.body)).map((h) => h.i)
  }

  /**
   * The one institution a short name can mean for rows of examProvince, the ambiguous candidates, or
   * null. vocational: the row's batch is 专科 (true), 本科 (false) or unknown (null).
   */
  match(raw: string, examProvince: string | null, vocational: boolean | null = null): ShortMatch | null {
    const key = `${examProvince ?? ''}|${vocational}|${raw}`
    const cached = this.memo.get(key)
    if (cached !== undefined) return cached
    const n = canonicalSchoolName(raw).replace(/\([^()]*\)/g, '')
    const abbreviated = ABBREVIATED.some(([abbr]) => n.endsWith(abbr) && n.length > abbr.length + 1)
    const found = n.length < 2 ? [] : abbreviated ? (this.byName.get(n) ?? []) : this.startingWith(n)
    const all = vocational === false ? found.filter((i) => i.level !== '专科') : found
    const local = all.filter((i) => i.provinceCode !== null && i.provinceCode === examProvince)
    const pool = local.length > 0 ? local : all
    const [only] = pool
    const result: ShortMatch | null =
      pool.length === 1 && only ? { id: only.id, name: only.name } : pool.length > 1 ? { ambiguous: pool.map((i) => i.name).sort() } : null
    this.memo.set(key, result)
    return result
  }
}
