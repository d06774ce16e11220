/**
 * A college that renumbers its 专业组 between years leaves the new group without the old one's line (ADR 114): 黑龙江
 * 东北林业大学 物理类 filed its 不限 group as 第004组 in 2025 (559) and as 第003组 in 2026, and gave 004 to a 化学 group, so
 * 003 had no 2025 year and 004's 2025 year was another group's (draftHistory leaves it out by its 再选). A group is a
 * set of majors under one 选科 rule, not a number: a group without the year before its first is linked to the group
 * of that year whose number it does not continue, when they are the same group by what the data knows of them:
 *  - the same stated 再选 requirement (both stated), and, where the majors of both are known (the plan book's for a
 *    planned group, the admitted majors of the year otherwise), a Jaccard of the major names ≥ {@link MAJOR_JACCARD};
 *    A planned group without results of its own is linked by its majors only;
 *  - lines of the two years within the jump a reused number is told by (REUSED_JUMP of draftHistory), where both have one;
 *  - one to one: the only candidate on both sides within the school, track, batch and plan type.
 * A predecessor is a group that is not current (its number is not in the plan book of its school, or, for a school the
 * plan book does not list, has no line in the school's newest year), or the year a continuing number's history leaves
 * out as another group's. A continuing number is also cut where its admitted majors change hands (ADR 130): 福建
 * 华东理工大学 物理类 2025 07 is 化学类 (613), 2024 07 was 药学 (626) and 化学类 was 06 (628) — the same 再选 and a near
 * rank, so the number alone paired 化学类 with 药学's line, and a chance answer's two-year basis (ADR 123) showed it. The
 * years from the first whose majors share less than {@link MAJOR_JACCARD} with the newer year's (both known) are another
 * group's run: cut from the number and offered as a predecessor like any other. Pure: drafts in, drafts out.
 */
import type { UnitYear } from './rows.ts'
import { requirementKey } from './unit-classify.ts'
import { draftHistory, type Draft, type DraftSet } from './unit-drafts.ts'
import { planDraft, type Plan } from './unit-plans.ts'

/** the share of major names two years of one group have in common at least (intersection over union) */
export const MAJOR_JACCARD = 0.5
/** a line this many times another's rank, a year on, is not the same group's (draftHistory's REUSED_JUMP) */
const JUMP = 2.5

/** One link made: the group given the older group's years. */
export type RenumberedLink = { bucket: string; schoolName: string; from: string; to: string; year: number; byMajors: boolean }

type Side = { key: string; year: number; requirement: string | null; majors: Set<string>; rank: number | null; isPlanOnly?: true }
type Predecessor = Side & { years: UnitYear[]; whole: boolean }

const jaccard = (a: Set<string>, b: Set<string>) => {
  const inBoth = [...a].filter((x) => b.has(x)).length
  return inBoth / (a.size + b.size - inBoth)
}
const norm = (names: Iterable<string>) => new Set([...names].map((n) => n.replace(/[（(][^）)]*[）)]/g, '').replace(/\s/g, '')))

/**
 * The years of a continuing number that are another group's by their majors (ADR 130), oldest last: from the first year
 * whose admitted majors share less than MAJOR_JACCARD with those of the nearest newer year that lists them. Years whose
 * majors the data does not list neither cut nor decide.
 */
function anotherGroupsRun(d: Draft, h: readonly UnitYear[]): UnitYear[] {
  let newer: Set<string> | null = null
  for (const [i, y] of h.entries()) {
    const names = d.majorsByYear.get(y.year)
    if (!names?.size) continue
    const own = norm(names)
    if (newer && jaccard(newer, own) < MAJOR_JACCARD) return h.slice(i)
    newer = own
  }
  return []
}

/** Whether two sides are the same group by what is known of both, and whether the majors decided it. */
function sameGroup(s: Side, p: Side): { is: boolean; byMajors: boolean } {
  if (s.requirement === null || p.requirement === null || s.requirement !== p.requirement) return { is: false, byMajors: false }
  if (s.rank !== null && p.rank !== null && Math.abs(Math.log(s.rank / p.rank)) > Math.log(JUMP)) return { is: false, byMajors: false }
  if (s.majors.size > 0 && p.majors.size > 0) return { is: jaccard(s.majors, p.majors) >= MAJOR_JACCARD, byMajors: true }
  // a planned group without a line of its own has nothing else to be told by: its majors must decide
  return { is: !s.isPlanOnly, byMajors: false }
}

/**
 * Links every renumbered group to its predecessor (see above). `plans`: the target year's plan index by bucket;
 * `newestYear`: the newest results year (a planned group without results stands in the year after it).
 */
export function linkRenumberedGroups(
  drafts: DraftSet,
  plans: ReadonlyMap<string, ReadonlyMap<string, Plan>>,
  targetYear: number,
): { drafts: DraftSet; links: RenumberedLink[] } {
  const links: RenumberedLink[] = []
  const units = new Map(drafts.units)
  for (const [bucket, inBucket] of drafts.units) {
    // every plan's bucket: a 国家专项 or 预科 group is renumbered as the ordinary ones are (黑龙江 东北林业大学 预科 009 → 011)
    const [st, batchId, planType] = bucket.split('|') as [Draft['subjectType'], string, string]
    const planned = plans.get(bucket) ?? new Map<string, Plan>()
    const groups = [...inBucket.values()].filter((d) => d.key.startsWith('g:'))
    const bySchool = new Map<string, { successors: Side[]; predecessors: Predecessor[] }>()
    const at = (id: string) => bySchool.get(id) ?? bySchool.set(id, { successors: [], predecessors: [] }).get(id)!
    const newestOf = new Map<string, number>()
    for (const d of groups) {
      const h = draftHistory(d)
      if (h.length) newestOf.set(d.schoolId, Math.max(newestOf.get(d.schoolId) ?? 0, h[0]!.year))
    }
    // a school the plan book lists: its groups now are the planned ones; else the ones of its newest results year
    const inPlan = new Set([...planned.values()].map((p) => p.first.institution_id))
    // the drafts as kept: a number cut where its majors changed hands (ADR 130) keeps its newer years only
    const out = new Map(inBucket)
    for (const d of groups) {
      const whole = draftHistory(d)
      const cut = anotherGroupsRun(d, whole)
      const h = cut.length ? whole.slice(0, whole.length - cut.length) : whole
      if (cut.length) {
        const gone = new Set(cut.map((y) => y.year))
        const keep = (m: Map<number, UnitYear>) => new Map([...m].filter(([year]) => !gone.has(year)))
        out.set(d.key, { ...d, own: keep(d.own), fromMajors: keep(d.fromMajors) })
        at(d.schoolId).predecessors.push({
          key: d.key,
          year: cut[0]!.year,
          requirement: cut[0]!.requirement ?? null,
          majors: norm(d.majorsByYear.get(cut[0]!.year) ?? []),
          rank: cut[0]!.minRank,
          years: cut,
          whole: false,
        })
      }
      const isCurrent = inPlan.has(d.schoolId) ? planned.has(d.key) : h[0]?.year === newestOf.get(d.schoolId)
      const stated = h.find((y) => y.requirement !== undefined)?.requirement ?? null
      if (h.length && isCurrent) {
        const first = h[h.length - 1]!
        if (!h.some((y) => y.year === first.year - 1) && first.year - 1 >= 0)
          at(d.schoolId).successors.push({
            key: d.key,
            year: first.year - 1,
            requirement: stated,
            majors: norm(d.majorsByYear.get(first.year) ?? []),
            rank: first.minRank,
          })
      }
      // a group whose number ends here is a predecessor of its newest year
      if (h.length && !isCurrent)
        at(d.schoolId).predecessors.push({
          key: d.key,
          year: h[0]!.year,
          requirement: stated,
          majors: norm(d.majorsByYear.get(h[0]!.year) ?? []),
          rank: h[0]!.minRank,
          years: h,
          whole: true,
        })
      // the years a continuing number leaves out are another group's (the number was reused): each is a predecessor too
      const kept = new Set(whole.map((y) => y.year))
      for (const year of new Set([...d.own.keys(), ...d.fromMajors.keys()])) {
        if (kept.has(year) || !h.length) continue
        const line = d.own.get(year) ?? d.fromMajors.get(year)!
        if (line.requirement === undefined) continue
        at(d.schoolId).predecessors.push({
          key: d.key,
          year,
          requirement: line.requirement,
          majors: norm(d.majorsByYear.get(year) ?? []),
          rank: line.minRank,
          years: [line],
          whole: false,
        })
      }
    }
    // planned groups without results stand in the target year: their year before is the school's newest
    for (const [key, plan] of planned) {
      if (!key.startsWith('g:') || inBucket.has(key)) continue
      const newest = newestOf.get(plan.first.institution_id ?? '')
      if (newest === undefined) continue
      const requirement = requirementKey(plan.first.requirement_text, plan.first.major_group)
      at(plan.first.institution_id!).successors.push({ key, year: newest, requirement, majors: norm(plan.majors), rank: null, isPlanOnly: true })
    }
    for (const { successors, predecessors } of bySchool.values()) {
      const pairs = successors.flatMap((s) =>
        predecessors
          .filter((p) => p.year === s.year && p.key !== s.key)
          .flatMap((p) => {
            const same = sameGroup(s, p)
            return same.is ? [{ s, p, byMajors: same.byMajors }] : []
          }),
      )
      for (const pair of pairs) {
        const isOnly = pairs.filter((q) => q.s === pair.s).length === 1 && pairs.filter((q) => q.p === pair.p).length === 1
        if (!isOnly) continue
        const plan = planned.get(pair.s.key)
        const to = out.get(pair.s.key) ?? planDraft(pair.s.key, bucket, st, batchId, planType, plan!.first, targetYear)
        const linked: Draft = { ...to, own: new Map(to.own), fromMajors: new Map(to.fromMajors) }
        for (const y of pair.p.years) if (y.year <= pair.p.year && !linked.own.has(y.year) && !linked.fromMajors.has(y.year)) linked.own.set(y.year, y)
        out.set(pair.s.key, linked)
        if (pair.p.whole) out.delete(pair.p.key)
        links.push({ bucket, schoolName: to.schoolName, from: pair.p.key, to: pair.s.key, year: pair.p.year, byMajors: pair.byMajors })
      }
    }
    units.set(bucket, out)
  }
  return { drafts: { ...drafts, units }, links }
}
