import { canonicalSchoolName, looksLikeCampus, stripLastParen } from './school-name.ts'

const CAMPUS_REST = /校区|分校|医学部|威海|深圳|珠海|本部|^\(/

export type MatchKind = 'exact' | 'variant' | 'campus' | 'former'
export type Match = { id: string; kind: MatchKind }

/**
 * Maps the many spellings in admission and plan sources to one MOE institution id. Tries the
 * canonical name, then peels parenthesised suffixes, then the longest official name that prefixes
 * the raw name (campus names such as 北京师范大学珠海校区). Results are memoised per raw string.
 */
export class SchoolMatcher {
  private readonly byName = new Map<string, string>()
  private readonly formerNames = new Map<string, string>()
  private readonly names: string[] = []
  private readonly memo = new Map<string, Match | null>()

  constructor(institutions: { id: string; name: string }[], former: { alias: string; id: string }[] = []) {
    for (const i of institutions) {
      const n = canonicalSchoolName(i.name)
      this.byName.set(n, i.id)
      this.names.push(n)
    }
    for (const f of former) this.formerNames.set(canonicalSchoolName(f.alias), f.id)
    // Longest first so the prefix search prefers 中国矿业大学(北京) over 中国矿业大学.
    this.names.sort((a, b) => b.length - a.length)
  }

  match(raw: string | null | undefined): Match | null {
    if (!raw) return null
    const cached = this.memo.get(raw)
    if (cached !== undefined) return cached
    const result = this.compute(raw)
    this.memo.set(raw, result)
    return result
  }

  private lookup(n: string): string | undefined {
    return this.byName.get(n) ?? this.formerNames.get(n)
  }

  private compute(raw: string): Match | null {
    const n = canonicalSchoolName(raw)
    if (!n) return null
    const direct = this.byName.get(n)
    if (direct) return { id: direct, kind: n === raw ? 'exact' : 'variant' }
    const former = this.formerNames.get(n)
    if (former) return { id: former, kind: 'former' }
    let cur: string | null = n
    while ((cur = stripLastParen(cur)) !== null) {
      const id = this.lookup(cur)
      if (id) return { id, kind: looksLikeCampus(raw) ? 'campus' : 'variant' }
    }
    const bare = n.replace(/\([^()]*\)/g, '')
    for (const name of this.names) {
      const rest = n.startsWith(name) ? n.slice(name.length) : bare.startsWith(name) ? bare.slice(name.length) : null
      // Only campus-like remainders: "XX大学城市学院" is a separate (independent) institution, not a campus. A 医学院
      // is judged without its tags (浙江's plan prints 浙江大学医学院（“双一流”建设高校）).
      const medical = bare.startsWith(name) && bare.slice(name.length) === '医学院'
      if (name.length >= 4 && rest !== null && rest.length <= 14 && (CAMPUS_REST.test(rest) || rest === '医学院' || medical)) {
        const id = this.byName.get(name)
        if (id) return { id, kind: 'campus' }
      }
    }
    return this.renamed(bare)
  }

  /**
   * Upgrades and renamings (学院 → 大学, 医学院 → 医科大学, 职业学院 → 职业技术大学) mean the MOE list and
   * an admission table can be a year apart; accept a swap only when it hits exactly one institution.
   */
  private renamed(name: string): Match | null {
    const swaps: [RegExp, string][] = [
      [/医学院$/, '医科大学'],
      [/医科大学$/, '医学院'],
      [/职业技术学院$/, '职业技术大学'],
      [/职业学院$/, '职业技术大学'],
      [/职业大学$/, '职业技术大学'],
      [/职业技术大学$/, '职业技术学院'],
      [/学院$/, '大学'],
      [/大学$/, '学院'],
    ]
    const hits = new Set<string>()
    for (const [re, to] of swaps) {
      if (!re.test(name)) continue
      const id = this.byName.get(name.replace(re, to))
      if (id) hits.add(id)
    }
    const [only] = hits
    return hits.size === 1 && only ? { id: only, kind: 'former' } : null
  }

  /** Closest official names for an unknown raw name (for operator reports). */
  suggest(raw: string, limit = 3): string[] {
    const n = canonicalSchoolName(raw)
    const score = (name: string): number => {
      let common = 0
      const chars = new Set(name)
      for (const ch of new Set(n)) if (chars.has(ch)) common++
      return common / Math.max(name.length, n.length)
    }
    return this.names
      .map((name) => ({ name, s: score(name) }))
      .sort((a, b) => b.s - a.s || a.name.localeCompare(b.name))
      .slice(0, limit)
      .map((x) => x.name)
  }
}
