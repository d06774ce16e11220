import {
  matchesSubjectRequirement,
  subjectShortLabel,
  subjectRequirementMismatch,
  type ProvincePolicy,
  type Subject,
  type SubjectCombo,
  type SubjectRequirement,
  type SubjectType,
} from '@gk/domain'

/** One admission unit (a plan row or an admission-result row) with its structured requirement. */
export type StatUnit = {
  readonly institutionId: string | null
  readonly institutionName: string
  readonly majorName: string
  /** plan seats; null when the source has no counts */
  readonly seats: number | null
  /** physics/history in 3+1+2 (the row's 科类), combined in 3+3 */
  readonly track: SubjectType
  readonly requirement: SubjectRequirement
}

/** A 选科 combination as the app lists it. */
export type Combo = { key: string; name: string; first: Subject | null; subjects: Subject[]; combo: SubjectCombo }

/** Every legal combination under a policy: 2 × C(4,2) = 12 in 3+1+2, C(6,3) = 20 (浙江 C(7,3) = 35) in 3+3. */
export function enumerateCombos(policy: ProvincePolicy): Combo[] {
  const pick = (from: readonly Subject[], k: number): Subject[][] =>
    k === 0 ? [[]] : from.flatMap((s, i) => pick(from.slice(i + 1), k - 1).map((rest) => [s, ...rest]))
  const make = (first: Subject | null, rest: Subject[], subjectType: SubjectType): Combo => {
    const subjects = first ? [first, ...rest] : rest
    return { key: subjects.join('+'), name: subjects.map(subjectShortLabel).join(''), first, subjects, combo: { subjectType, subjects } }
  }
  if (policy.examModel === '3+1+2') {
    const firsts: Subject[] = ['physics', 'history']
    return firsts.flatMap((first) => pick(policy.electiveSubjects, policy.electiveCount).map((rest) => make(first, rest, first as SubjectType)))
  }
  if (policy.examModel === '3+3') return pick(policy.electiveSubjects, policy.electiveCount).map((rest) => make(null, rest, 'combined'))
  return []
}

/** A unit is open to a combination when it is in the combination's 科类 (3+1+2) and the requirement is met. */
export function isOpen(unit: StatUnit, combo: Combo): boolean {
  if (combo.combo.subjectType !== 'combined' && unit.track !== combo.combo.subjectType) return false
  return matchesSubjectRequirement(unit.requirement, combo.combo)
}

export type Filter = { institutionNames: readonly string[]; majorNames: readonly string[] }

/** Units of the target colleges and/or majors (containment on names); all units without targets. */
export function filterUnits(units: readonly StatUnit[], filter: Filter): StatUnit[] {
  return units.filter(
    (u) =>
      (filter.institutionNames.length === 0 || filter.institutionNames.some((n) => u.institutionName.includes(n))) &&
      (filter.majorNames.length === 0 || filter.majorNames.some((n) => u.majorName.includes(n))),
  )
}

export type ComboStat = { units: number; seats: number | null; majors: number; unitShare: number; seatShare: number | null; majorShare: number }
export type Totals = { units: number; seats: number | null; majors: number }

/** Counts of units, seats and distinct major names; seats are null unless every unit has a count. */
export function totalsOf(units: readonly StatUnit[]): Totals {
  const hasSeats = units.length > 0 && units.every((u) => u.seats !== null)
  return {
    units: units.length,
    seats: hasSeats ? units.reduce((sum, u) => sum + (u.seats ?? 0), 0) : null,
    majors: new Set(units.map((u) => u.majorName)).size,
  }
}

const share = (part: number, whole: number): number => (whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 10_000)

/** What share of units, seats and major names one combination can apply to. */
export function comboStat(units: readonly StatUnit[], combo: Combo, totals: Totals = totalsOf(units)): ComboStat {
  const open = units.filter((u) => isOpen(u, combo))
  const t = totalsOf(open)
  const seats = totals.seats === null ? null : open.reduce((sum, u) => sum + (u.seats ?? 0), 0)
  return {
    units: t.units,
    seats,
    majors: t.majors,
    unitShare: share(t.units, totals.units),
    seatShare: seats === null || totals.seats === null ? null : share(seats, totals.seats),
    majorShare: share(t.majors, totals.majors),
  }
}

export type MajorOpen = { name: string; units: number; seats: number | null }
export type MajorClosed = { name: string; units: number; reason: string }

/**
 * Majors (by name) a combination opens — at least one unit open, most seats (or units) first — and
 * the majors it closes: no unit open anywhere, with the most frequent unmet requirement as reason.
 */
export function comboDetail(units: readonly StatUnit[], combo: Combo, limit = 60): { opens: MajorOpen[]; closes: MajorClosed[] } {
  const byName = new Map<string, StatUnit[]>()
  for (const u of units) {
    const list = byName.get(u.majorName)
    if (list) list.push(u)
    else byName.set(u.majorName, [u])
  }
  const opens: MajorOpen[] = []
  const closes: MajorClosed[] = []
  for (const [name, list] of byName) {
    const open = list.filter((u) => isOpen(u, combo))
    if (open.length > 0) {
      const seats = open.every((u) => u.seats !== null) ? open.reduce((s, u) => s + (u.seats ?? 0), 0) : null
      opens.push({ name, units: open.length, seats })
      continue
    }
    const reasons = new Map<string, number>()
    for (const u of list) {
      const reason =
        combo.combo.subjectType !== 'combined' && u.track !== combo.combo.subjectType
          ? `只招${u.track === 'physics' ? '物理' : '历史'}类考生`
          : (subjectRequirementMismatch(u.requirement, combo.combo) ?? '')
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1)
    }
    const reason = [...reasons].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0]
    closes.push({ name, units: list.length, reason })
  }
  opens.sort((a, b) => (b.seats ?? b.units) - (a.seats ?? a.units) || b.units - a.units || a.name.localeCompare(b.name))
  closes.sort((a, b) => b.units - a.units || a.name.localeCompare(b.name))
  return { opens: opens.slice(0, limit), closes: closes.slice(0, limit) }
}
