import { contractsTo, pickContraction } from './abbreviation.ts'
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
 * 专科 school (辽宁石化 there is 辽宁石油化工大学, not 辽宁石化职业技术学院). A short name that fits a
 * university and colleges named after it (浙江中医: 浙江中医药大学 and 浙江中医药大学滨江学院) is the
 * university: the tables give each such college its own short form (浙中滨江, 南工浦江). A name no
 * head or ending fits at a fitting level is read last as a contraction (华东师大, 上海财大, 重庆医大; normalize/abbreviation.ts): among
 * the exam province's schools of a fitting level if any of them fits (上海海大 in 上海 stays
 * ambiguous, never a school elsewhere), else among every school of a fitting level.
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
    const only = pool.length === 1 ? pool[0] : parentOf(pool)
    const result: ShortMatch | null = only
      ? { id: only.id, name: only.name }
      : pool.length > 1
        ? { ambiguous: pool.map((i) => i.name).sort() }
        : this.contraction(n, examProvince, vocational)
    this.memo.set(key, result)
    return result
  }

  /**
   * Tables that contract names print three or four characters; a longer name no rule matched is a
   * school the list lacks or spells otherwise (香港中文大学 is not 香港中文大学(深圳), 天津职业大学 not
   * 天津职业技术师范大学, 大连工程学院 not 大连工业大学艺术与信息工程学院), never a contraction.
   */
  private contraction(n: string, examProvince: string | null, vocational: boolean | null): ShortMatch | null {
    if (n.length > 4) return null
    const fitting = this.heads.filter((h) => (vocational !== false || h.i.level !== '专科') && contractsTo(n, h.full))
    const local = fitting.filter((h) => h.i.provinceCode !== null && h.i.provinceCode === examProvince)
    const pool = (local.length > 0 ? local : fitting).map((h) => ({ name: h.full, i: h.i }))
    const hit = pickContraction(n, pool)
    if (hit) return { id: hit.i.id, name: hit.i.name }
    return pool.length > 0 ? { ambiguous: pool.map((h) => h.i.name).sort() } : null
  }
}

/** The one candidate whose name starts every other candidate's name (a university and its colleges), if any. */
function parentOf(pool: ShortInstitution[]): ShortInstitution | undefined {
  const names = pool.map((i) => canonicalSchoolName(i.name))
  const at = names.findIndex((p) => names.every((q) => q.startsWith(p)))
  return pool.length > 1 && at >= 0 ? pool[at] : undefined
}
