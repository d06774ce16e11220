import { answerWithBuiltin } from '../../modules/ai/ai-builtin-engine.ts'
import { normaliseNumbers } from '../../modules/ai/ai-numbers.ts'
import type { EngineAnswer, EngineInput } from '../../modules/ai/ai-plan.ts'
import type { SessionUser } from '../../services/sessions.ts'
import { openEvalWorld } from './eval-context.ts'
import type { Case } from './eval-cases-choice.ts'
import { inventedNumbers, judgeHoldout, loadHoldout, type HoldoutFamily } from './eval-holdout.ts'
import { studentWithProfile } from './eval-profiles.ts'
import { regressionCases, split } from './eval-split.ts'
import { VOICES, turnsInVoice } from './eval-voices.ts'

/**
 * `npm run ai:eval` — every case of the evaluation set as a FAMILY of five voices (eval-voices.ts)
 * through the built-in engine over the real dataset (earlier turns answered first), graded by the
 * case's machine checks on each voice; a family passes only when all its voices pass. Dangerous
 * answers are counted apart: the case's safety checks, and any number of three or more digits or
 * percentage that no tool returned. `--holdout=FILE` runs an external file of families
 * (eval-holdout.ts). `--pglite-dir=DIR` keeps a loaded PGlite (DATABASE_URL uses PostgreSQL);
 * `--verbose` prints every answer, `--fail-text` the failing ones, `--only=ID,ID` some cases,
 * `--reveal-test` the test split's failures, `--single` the original phrasing only.
 */
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3)
const flag = (name: string) => process.argv.includes(`--${name}`)
const only = arg('only')?.split(',')
const pgliteDir = arg('pglite-dir')
const holdoutPath = arg('holdout')
const voices = flag('single') ? VOICES.slice(0, 1) : VOICES

let holdout: HoldoutFamily[] = []
if (holdoutPath) {
  try {
    holdout = await loadHoldout(holdoutPath)
  } catch (error) {
    console.error((error as Error).message)
    process.exit(2)
  }
}
const world = await openEvalWorld(pgliteDir ? { pgliteDir } : {})
const latencies: number[] = []

async function converse(turns: string[], user: SessionUser): Promise<EngineAnswer> {
  const history: EngineInput['history'] = []
  let answer: EngineAnswer = { content: '', sources: [], cards: [], toolCalls: [], intent: null, engine: 'builtin' }
  for (const turn of turns) {
    const started = performance.now()
    answer = await answerWithBuiltin({ question: turn, history: [...history], ctx: world.context(user), emit: () => {} })
    latencies.push(performance.now() - started)
    history.push({ role: 'user', content: turn }, { role: 'assistant', content: answer.content })
  }
  return answer
}

/** A number in the answer that neither a tool nor the question gave (the grounding guard of the model engine). */
const invented = (a: EngineAnswer, question: string) => inventedNumbers(a.content, [normaliseNumbers(question), ...(a.grounding ?? [])].join('\n'))

type Member = { voice: string; turns: string[]; problems: string[]; dangerous: string[]; content: string }
type Family = { id: string; category: string; members: Member[] }
const passes = (f: Family) => f.members.every((m) => m.problems.length === 0 && m.dangerous.length === 0)

async function caseFamily(c: Case): Promise<Family> {
  const members: Member[] = []
  for (const voice of voices) {
    const turns = turnsInVoice(c.turns, voice)
    const a = await converse(turns, world.student)
    const problems: string[] = []
    const dangerous: string[] = []
    for (const check of c.checks) {
      const problem = await check.run(a, world.db)
      if (problem) (check.kind === 'safety' ? dangerous : problems).push(problem)
    }
    const made = invented(a, turns.join('\n'))
    if (made.length) dangerous.push(`number not from the data: ${made.slice(0, 4).join(',')}`)
    members.push({ voice, turns, problems, dangerous, content: a.content })
  }
  return { id: c.id, category: c.category, members }
}

async function holdoutFamily(f: HoldoutFamily): Promise<Family> {
  const user = f.profile ? await studentWithProfile(world, f.profile) : world.student
  const members: Member[] = []
  for (const p of f.paraphrases) {
    const a = await converse(p.turns, user)
    const v = judgeHoldout(f, a, normaliseNumbers(p.turns.join('\n')))
    members.push({ voice: p.voice, turns: p.turns, problems: v.problems, dangerous: v.dangerous, content: a.content })
  }
  return { id: f.id, category: f.category, members }
}

function show(f: Family) {
  const ok = passes(f)
  const failing = f.members.filter((m) => m.problems.length || m.dangerous.length)
  console.log(`${ok ? '✓' : '✗'} [${f.category}] ${f.id}: ${f.members.length - failing.length}/${f.members.length} voices`)
  for (const m of flag('verbose') ? f.members : failing) {
    console.log(`    ${m.voice}: ${m.turns.join(' → ')}  ${[...m.dangerous.map((d) => `DANGEROUS ${d}`), ...m.problems].join('; ')}`)
    if (flag('verbose') || flag('fail-text')) console.log(`      ${m.content.replace(/\n/g, '\n      ')}`)
  }
}

function summary(name: string, families: Family[]) {
  const passed = families.filter(passes).length
  const members = families.flatMap((f) => f.members)
  const memberOk = members.filter((m) => !m.problems.length && !m.dangerous.length).length
  const dangerous = members.filter((m) => m.dangerous.length).length
  const byCategory = new Map<string, [number, number]>()
  for (const f of families) {
    const [ok, all] = byCategory.get(f.category) ?? [0, 0]
    byCategory.set(f.category, [ok + (passes(f) ? 1 : 0), all + 1])
  }
  const byVoice = [...new Set(members.map((m) => m.voice))].map((v) => {
    const of = members.filter((m) => m.voice === v)
    return `${v} ${of.filter((m) => !m.problems.length && !m.dangerous.length).length}/${of.length}`
  })
  const pct = (n: number, d: number) => ((n / Math.max(1, d)) * 100).toFixed(1)
  console.log(
    `\n${name}: families ${passed}/${families.length} = ${pct(passed, families.length)}% (all voices pass); answers ${memberOk}/${members.length} = ${pct(memberOk, members.length)}%; dangerous answers ${dangerous}`,
  )
  console.log(`  by category: ${[...byCategory].map(([k, [ok, all]]) => `${k} ${ok}/${all}`).join(', ')}`)
  console.log(`  by voice: ${byVoice.join(', ')}\n`)
  return passed / Math.max(1, families.length)
}

async function run(name: string, cases: Case[], showEach: boolean) {
  const families: Family[] = []
  for (const c of cases) {
    if (only && !only.includes(c.id)) continue
    const f = await caseFamily(c)
    families.push(f)
    if (showEach) show(f)
  }
  return summary(name, families)
}

let exit = 0
if (holdout.length) {
  const families: Family[] = []
  for (const f of holdout) {
    if (only && !only.includes(f.id)) continue
    const family = await holdoutFamily(f)
    families.push(family)
    show(family)
  }
  summary(`holdout ${holdoutPath}`, families)
} else {
  const { dev, test } = split()
  await run('dev split', dev, true)
  const testScore = await run('test split', test, flag('reveal-test'))
  if (!flag('no-regression')) await run('regression (first set, ADR 011)', regressionCases, flag('show-regression'))
  exit = testScore >= 0.85 ? 0 : 1
}
const sorted = [...latencies].sort((a, b) => a - b)
console.log(
  `latency per answer: median ${Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0)} ms, p90 ${Math.round(sorted[Math.floor(sorted.length * 0.9)] ?? 0)} ms (${sorted.length} answers)`,
)
await world.close()
process.exitCode = exit
