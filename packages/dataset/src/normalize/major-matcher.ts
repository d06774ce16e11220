import { cleanMajorName } from '../build/majors.ts'

/**
 * Maps a major name as written in admission and plan tables ("临床医学(5年制)", "软件工程[中外合作]") to a
 * majors.id by its cleaned name. 本科 names take precedence; 专科 ids are used only for 专科 rows.
 */
export class MajorMatcher {
  private readonly undergrad = new Map<string, string>()
  private readonly vocational = new Map<string, string>()

  constructor(majors: { id: string; name: string; level: string }[]) {
    for (const m of majors) (m.level === '专科' ? this.vocational : this.undergrad).set(m.name, m.id)
  }

  match(name: string | null | undefined, level: '本科' | '专科' = '本科'): string | null {
    if (!name) return null
    const n = cleanMajorName(name)
    if (level === '专科') return this.vocational.get(n) ?? this.undergrad.get(n) ?? null
    return this.undergrad.get(n) ?? null
  }
}
