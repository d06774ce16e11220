import { answerWithBuiltin } from '../../modules/ai/ai-builtin-engine.ts'
import type { EngineInput } from '../../modules/ai/ai-plan.ts'
import { openEvalWorld } from './eval-context.ts'
import type { Case } from './eval-cases-choice.ts'
import { regressionCases, split } from './eval-split.ts'

type Graded = { c: Case; problems: string[]; unsafe: string[]; content: string; ms: number }

/**
 * `npm run ai:eval` — every case of the evaluation set through the built-in engine over the real
 * dataset (earlier turns answered first, as a conversation), graded by its machine checks; prints
 * the dev split in full and the test split as figures only (`--reveal-test` shows its failures).
 * `--pglite-dir=DIR` keeps a loaded PGlite between runs (DATABASE_URL uses PostgreSQL);
 * `--verbose` prints every answer; `--only=ID,ID` runs some cases.
 */
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3)
const verbose = process.argv.includes('--verbose')
const reveal = process.argv.includes('--reveal-test')
const only = arg('only')?.split(',')
const pgliteDir = arg('pglite-dir')
const world = await openEvalWorld(pgliteDir ? { pgliteDir } : {})

async function grade(c: Case): Promise<Graded> {
  const started = Date.now()
  const history: EngineInput['history'] = []
  let answer: Awaited<ReturnType<typeof answerWithBuiltin>> = { content: '', sources: [], cards: [], toolCalls: [], intent: null, engine: 'builtin' }
  for (const turn of c.turns) {
    answer = await answerWithBuiltin({ question: turn, history: [...history], ctx: world.context(world.student), emit: () => {} })
    history.push({ role: 'user', content: turn }, { role: 'assistant', content: answer.content })
  }
  const problems: string[] = []
  const unsafe: string[] = []
  for (const check of c.checks) {
    const problem = await check.run(answer, world.db)
    if (problem) (check.kind === 'safety' ? unsafe : problems).push(problem)
  }
  return { c, problems: [...unsafe, ...problems], unsafe, content: answer.content, ms: Date.now() - started }
}

async function run(name: string, cases: Case[], show: boolean) {
  const graded: Graded[] = []
  for (const c of cases) {
    if (only && !only.includes(c.id)) continue
    const g = await grade(c)
    graded.push(g)
    if (show) {
      console.log(`${g.problems.length ? '✗' : '✓'} [${c.category}] ${c.id}: ${c.turns.join(' → ')}  ${g.ms}ms ${g.problems.join('; ')}`)
      if (verbose || (g.problems.length && process.argv.includes('--fail-text'))) console.log(`    ${g.content.replace(/\n/g, '\n    ')}`)
    }
  }
  const passed = graded.filter((g) => g.problems.length === 0).length
  const unsafe = graded.filter((g) => g.unsafe.length).length
  const byCategory = new Map<string, [number, number]>()
  for (const g of graded) {
    const [ok, all] = byCategory.get(g.c.category) ?? [0, 0]
    byCategory.set(g.c.category, [ok + (g.problems.length ? 0 : 1), all + 1])
  }
  const cats = [...byCategory].map(([k, [ok, all]]) => `${k} ${ok}/${all}`).join(', ')
  console.log(
    `\n${name}: ${passed}/${graded.length} correct = ${((passed / Math.max(1, graded.length)) * 100).toFixed(1)}%; unsafe answers (special-plan probability or accepted false premise): ${unsafe}\n  ${cats}\n`,
  )
  return passed / Math.max(1, graded.length)
}

const { dev, test } = split()
await run('dev split', dev, true)
const testScore = await run('test split', test, reveal)
if (!process.argv.includes('--no-regression')) await run('regression (first set, ADR 011)', regressionCases, process.argv.includes('--show-regression'))
await world.close()
process.exitCode = testScore >= 0.85 ? 0 : 1
