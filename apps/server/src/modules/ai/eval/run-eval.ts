import { answerWithBuiltin } from '../ai-builtin-engine.ts'
import { openEvalWorld } from './eval-context.ts'
import { evalSet, type EvalCase } from './eval-set.ts'

type Graded = { c: EvalCase; ok: boolean; problems: string[]; intent: string | null; ms: number }

/**
 * `npm run ai:eval` — runs every question of the evaluation set through the built-in engine over
 * the real dataset and prints accuracy (intent + expected tool calls + expected facts).
 * `--pglite-dir=DIR` keeps a loaded PGlite between runs (else in memory, ~45 s to load; DATABASE_URL
 * uses PostgreSQL); `--verbose` prints every answer.
 */
const verbose = process.argv.includes('--verbose')
const pgliteDir = process.argv.find((a) => a.startsWith('--pglite-dir='))?.slice('--pglite-dir='.length)
const world = await openEvalWorld(pgliteDir ? { pgliteDir } : {})
const graded: Graded[] = []
for (const c of evalSet) {
  const started = Date.now()
  const answer = await answerWithBuiltin({ question: c.question, history: [], ctx: world.context(), emit: () => {} })
  const problems: string[] = []
  if (answer.intent !== c.intent) problems.push(`intent ${answer.intent} ≠ ${c.intent}`)
  for (const tool of c.tools) if (!answer.toolCalls.some((t) => t.Name === tool && t.Ok)) problems.push(`tool ${tool} not called`)
  for (const fact of c.facts) {
    const expected = typeof fact === 'string' ? fact : await fact(world.db)
    if (!answer.content.includes(expected)) problems.push(`missing fact “${expected}”`)
  }
  graded.push({ c, ok: problems.length === 0, problems, intent: answer.intent, ms: Date.now() - started })
  if (verbose) console.log(`\n### ${c.question}\n${answer.content}\n`)
}
for (const g of graded) console.log(`${g.ok ? '✓' : '✗'} ${g.c.question}  [${g.intent}] ${g.ms}ms ${g.problems.join('; ')}`)
const passed = graded.filter((g) => g.ok).length
const intents = new Set(evalSet.map((c) => c.intent).filter(Boolean))
console.log(`\nbuilt-in engine: ${passed}/${graded.length} correct = ${((passed / graded.length) * 100).toFixed(1)}% (${intents.size} intents covered)`)
await world.close()
process.exitCode = passed / graded.length >= 0.9 ? 0 : 1
