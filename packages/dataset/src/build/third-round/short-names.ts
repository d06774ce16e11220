import { pickContraction } from '../../normalize/abbreviation.ts'

/**
 * Resolves the short forms some transcriptions print instead of school names (上海财大, 哈医大, 石铁大)
 * by the contraction rule (normalize/abbreviation.ts), over every school of the college list.
 */
export class ShortNameMatcher {
  private readonly names: { id: string; name: string }[]
  private readonly memo = new Map<string, string | null>()

  constructor(institutions: { id: string; name: string }[]) {
    this.names = institutions.filter((i) => i.name.length > 0).sort((a, b) => a.name.length - b.name.length)
  }

  match(short: string): string | null {
    const cached = this.memo.get(short)
    if (cached !== undefined) return cached
    const found = short.length >= 3 && short.length <= 6 ? this.compute(short) : null
    this.memo.set(short, found)
    return found
  }

  private compute(short: string): string | null {
    return pickContraction(short, this.names)?.id ?? null
  }
}
