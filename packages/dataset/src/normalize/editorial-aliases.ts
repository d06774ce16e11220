import { type SchoolAlias, UNLISTED_SCHOOL_FORMS } from '../editorial/school-aliases.ts'
import { findProvince } from './provinces.ts'
import { canonicalSchoolName } from './school-name.ts'

export type AliasInstitution = { id: string; name: string; level: string | null }
export type AliasHit = { id: string; name: string; entry: SchoolAlias }

/**
 * The reviewed alias list, checked against the national college list: construction throws (and the
 * build stops) when an entry names a school the list does not have, points a 本科 row at a 专科 school,
 * points a 专科 row at a 本科 school without saying that school admits 专科, names an unknown province,
 * repeats an alias, or is itself a listed name (it would never be reached).
 */
export class EditorialAliasIndex {
  private readonly byKey = new Map<string, AliasHit>()

  constructor(entries: readonly SchoolAlias[], institutions: AliasInstitution[]) {
    const byName = new Map(institutions.map((i) => [i.name, i]))
    const canonical = new Set(institutions.map((i) => canonicalSchoolName(i.name)))
    const errors: string[] = []
    for (const e of entries) {
      const where = `${e.province ?? '各省'} ${e.level} ${e.alias} → ${e.name}`
      const target = byName.get(e.name)
      const province = e.province === null ? null : findProvince(e.province)
      if (!target) errors.push(`${where}: target is not in the national college list`)
      else if (e.level === '本科' && target.level === '专科') errors.push(`${where}: a 本科 row cannot be a 专科 school`)
      else if (e.level === '专科' && target.level !== '专科' && !e.admitsVocational)
        errors.push(`${where}: target is a ${target.level ?? '?'} school; mark admitsVocational if it admits 专科 students`)
      else if (e.admitsVocational && target.level === '专科') errors.push(`${where}: admitsVocational on a 专科 school`)
      if (e.province !== null && !province) errors.push(`${where}: unknown province`)
      if (canonical.has(canonicalSchoolName(e.alias))) errors.push(`${where}: the alias is itself a listed name`)
      const key = keyOf(province?.code ?? null, e.level, canonicalSchoolName(e.alias))
      if (this.byKey.has(key)) errors.push(`${where}: duplicate alias`)
      if (target) this.byKey.set(key, { id: target.id, name: target.name, entry: e })
    }
    if (errors.length > 0) throw new Error(`school alias list (src/editorial/school-aliases.ts):\n${errors.join('\n')}`)
  }

  /**
   * The school an alias names for rows of examProvince (code) and batch level (vocational: 专科 true,
   * 本科 false, unknown null: either level's entry). A province's own entry wins over an every-province one.
   */
  match(raw: string, examProvince: string | null, vocational: boolean | null): AliasHit | null {
    const n = canonicalSchoolName(raw).replace(/\([^()]*\)/g, '')
    const levels: ('专科' | '本科')[] = vocational === null ? ['专科', '本科'] : [vocational ? '专科' : '本科']
    for (const province of examProvince === null ? [null] : [examProvince, null])
      for (const level of levels) {
        const hit = this.byKey.get(keyOf(province, level, n))
        if (hit) return hit
      }
    return null
  }
}

const keyOf = (province: string | null, level: string, alias: string) => `${province ?? '*'}|${level}|${alias}`

const unlisted = new Set(UNLISTED_SCHOOL_FORMS.map((u) => `${findProvince(u.province)?.code ?? u.province}|${canonicalSchoolName(u.alias)}`))

/** A short form of a school the college list lacks (海医大 in 上海: 海军军医大学): no computed rule may read it. */
export function isUnlistedSchoolForm(raw: string, examProvince: string | null): boolean {
  return examProvince !== null && unlisted.has(`${examProvince}|${canonicalSchoolName(raw)}`)
}
