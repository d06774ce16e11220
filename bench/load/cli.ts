// npm run test:load — the score-release load against 1 and 3 instances behind nginx on
// PostgreSQL + Redis; writes its section of docs/benchmarks.md; exits 1 on any error.
import path from 'node:path'
import { runLoad } from '../suites/load.ts'
import { root } from './cluster.ts'
import { writeSection } from './write-section.ts'

const deadline = setTimeout(() => {
  console.error('test:load: over its 30 minute bound, stopping')
  process.exit(2)
}, 30 * 60_000)
deadline.unref()

const { markdown, errors } = await runLoad()
writeSection(path.join(root, 'docs/benchmarks.md'), markdown)
console.log(`test:load: wrote docs/benchmarks.md; errors ${errors}`)
process.exit(errors === 0 ? 0 : 1)
