// npm run test:faults — kill -9 an instance under write load, restart PostgreSQL under load, Redis
// down, embedded PGlite killed mid-write. Loopback only, about 3 minutes; writes docs/reliability.md
// sections; exits 1 if any scenario fails. PostgreSQL and Redis are left running.
import path from 'node:path'
import { root } from '../load/cluster.ts'
import { writeSection } from '../load/write-section.ts'
import { ensureRedis, killInstance, killPglite, redisDown, restartPostgres, type Outcome } from './scenarios.ts'

const deadline = setTimeout(() => {
  console.error('test:faults: over its 20 minute bound, stopping')
  ensureRedis()
  process.exit(2)
}, 20 * 60_000)
deadline.unref()

const wanted = process.argv.slice(2)
const scenarios: Array<[string, () => Promise<Outcome>]> = [
  ['kill-instance', killInstance],
  ['restart-postgres', restartPostgres],
  ['redis-down', redisDown],
  ['kill-pglite', killPglite],
]
let failures = 0
for (const [name, run] of scenarios) {
  if (wanted.length > 0 && !wanted.includes(name)) continue
  console.log(`test:faults: ${name} …`)
  try {
    const outcome = await run()
    writeSection(path.join(root, 'docs/reliability.md'), outcome.markdown)
    console.log(outcome.markdown)
    if (!outcome.passed) failures += 1
  } catch (error) {
    failures += 1
    console.error(`test:faults: ${name} could not run:`, error)
  }
}
ensureRedis()
console.log(`test:faults: ${failures === 0 ? 'all passed' : `${failures} failed`}; wrote docs/reliability.md`)
process.exit(failures === 0 ? 0 : 1)
