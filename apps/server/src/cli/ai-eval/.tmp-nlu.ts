import { openEvalWorld } from './eval-context.ts'
import { recognise } from '../../modules/ai/ai-nlu.ts'
import { loadLexicon } from '../../modules/ai/ai-lexicon.ts'
const world = await openEvalWorld({ pgliteDir: '/tmp/evaldb2' })
const lexicon = await loadLexicon(world.context(world.student) as never)
for (const q of process.argv.slice(2)) console.log(q, JSON.stringify(recognise(q, lexicon).schools.map((s) => s.name)))
for (const k of ['厦大医学院','厦大医学','大医学院','厦大','医学院']) console.log(k, JSON.stringify((lexicon.phrases.get(k) as {school?:{name:string}})?.school?.name ?? lexicon.phrases.get(k)?.kind ?? null))
process.exit(0)
