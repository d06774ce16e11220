import { createHash } from 'node:crypto'
import { choiceCases, type Case } from './eval-cases-choice.ts'
import { dialogueCases } from './eval-cases-dialogue.ts'
import { lookupCases } from './eval-cases-lookup.ts'
import { called, says, type Check } from './eval-checks.ts'
import { evalSet } from './eval-set.ts'

/**
 * The held-out rule, fixed before any tuning: cases ordered by sha256(SEED + id), the first third
 * (rounded up) is the test split. Tuning looks only at the dev split; `npm run ai:eval` prints test
 * failures only with --reveal-test (used for the report, never while changing the engine).
 */
const SEED = 'gaokao-ai-eval-v1:'
export const allCases: Case[] = [...choiceCases, ...lookupCases, ...dialogueCases]

const hash = (id: string) =>
  createHash('sha256')
    .update(SEED + id)
    .digest('hex')

export function split(cases: Case[] = allCases): { dev: Case[]; test: Case[] } {
  const ids = new Set<string>()
  for (const c of cases) {
    if (ids.has(c.id)) throw new Error(`duplicate eval id ${c.id}`)
    ids.add(c.id)
  }
  const ordered = [...cases].sort((a, b) => (hash(a.id) < hash(b.id) ? -1 : 1))
  const testIds = new Set(ordered.slice(0, Math.ceil(cases.length / 3)).map((c) => c.id))
  return { dev: cases.filter((c) => !testIds.has(c.id)), test: cases.filter((c) => testIds.has(c.id)) }
}

const intentIs = (intent: string | null): Check => ({ kind: 'plain', run: async (a) => (a.intent === intent ? null : `intent ${a.intent} ≠ ${intent}`) })

/** The first evaluation set (ADR 011), kept as a regression block: intents, tools and facts of single questions. */
export const regressionCases: Case[] = evalSet.map((e, i) => ({
  id: `reg-${i}`,
  category: 'regression',
  turns: [e.question],
  checks: [intentIs(e.intent), ...e.tools.map(called), ...(e.facts.length ? [says(...e.facts)] : [])],
}))
