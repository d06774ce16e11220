import type { RankTableEntry, RankTableIndex } from './rows.ts'

/**
 * A rank-table index over the given entries, for tests of the unit builder: `latest` takes the first entry it finds,
 * so the caller passes them newest first where that matters (the read model's index keeps that order too).
 */
export function rankTableIndexOf(all: readonly RankTableEntry[]): RankTableIndex {
  return {
    get: (p, y, s) => all.find((t) => t.provinceCode === p && t.year === y && t.subjectType === s) ?? null,
    forProvince: (p) => all.filter((t) => t.provinceCode === p),
    latest: (p, s, maxYear = Infinity) => all.find((t) => t.provinceCode === p && t.subjectType === s && t.year <= maxYear) ?? null,
  }
}
