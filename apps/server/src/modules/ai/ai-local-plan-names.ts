import type { Lexicon } from './ai-lexicon.ts'
import type { Plan } from './ai-plan.ts'
import { runByProvince } from './ai-home-province.ts'

/** 地方专项 (the local special plan) and its other names: only colleges a province runs recruit by it. */
const LOCAL_PLAN = /地方专项|地方专[向像相]|地方计划/

/**
 * The province a shared short name is read in when the question names the 地方专项 and no province is named or saved
 * (ADR 140; `shared`: the short names with their readings): the plan is run only by colleges a province runs (省属), so of 华师's 华中师范大学 (教育部) and 华南师范大学
 * (广东省) only the second can be meant, and its province reads the name. Null when none or several of the readings are
 * run by a province (河大: 河南大学 and 河北大学 both are), or no such name is said.
 */
export async function provinceByLocalPlan(plan: Plan, text: string, lexicon: Lexicon, shared: Record<string, string[]>): Promise<string | null> {
  if (!LOCAL_PLAN.test(text)) return null
  const byName = new Map([...lexicon.schools.values()].map((s) => [s.name, s]))
  for (const [abbr, names] of Object.entries(shared)) {
    if (!text.includes(abbr) || names.some((n) => text.includes(n))) continue
    const schools = names.map((n) => byName.get(n)).filter((s) => s !== undefined)
    const provincial = []
    for (const s of schools) if (await runByProvince(plan, s.id)) provincial.push(s)
    if (provincial.length === 1) return provincial[0]!.provinceCode
  }
  return null
}
