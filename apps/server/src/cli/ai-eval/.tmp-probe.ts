// lead's ad-hoc probe (not committed): each line of /tmp/probe.txt is a conversation, turns split by " → "
import { readFileSync } from 'node:fs'
import { answerWithBuiltin } from '../../modules/ai/ai-builtin-engine.ts'
import type { EngineInput } from '../../modules/ai/ai-plan.ts'
import { openEvalWorld } from './eval-context.ts'
const world = await openEvalWorld({ pgliteDir: '/tmp/evaldb2' })
for (const line of readFileSync('/tmp/probe.txt', 'utf8').split('\n').filter(Boolean)) {
  const history: EngineInput['history'] = []
  let last = ''
  let intent: string | null = null
  for (const turn of line.split(' → ')) {
    const a = await answerWithBuiltin({ question: turn, history: [...history], ctx: world.context(world.student), emit: () => {} })
    history.push({ role: 'user', content: turn }, { role: 'assistant', content: a.content })
    last = a.content
    intent = a.intent
  }
  console.log(`\n### ${line}\n[${intent}] ${last.slice(0, 600)}`)
}
process.exit(0)
