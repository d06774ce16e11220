// One measured step of bench/suites/dataset.ts, run in its own process so RSS is not shared:
//   node --import tsx packages/dataset/scripts/bench-child.ts <first|restart> DIR  → prints one JSON line
import { openPglite } from '../src/db/open-db.ts'
import { loadDataset } from '../src/load/load-dataset.ts'

const [mode, dir] = process.argv.slice(2)
if (!dir || (mode !== 'first' && mode !== 'restart')) throw new Error('usage: bench-child <first|restart> DIR')
const t0 = performance.now()
const { db, close } = await openPglite(dir)
const opened = performance.now()
const r = await loadDataset(db)
const loaded = performance.now()
// What a server does right after start: a few typical reference reads.
await db.query(`SELECT count(*) FROM institutions`)
await db.query(`SELECT cumulative FROM score_rank_rows WHERE province_code = '41' AND year = 2025 AND subject_type = '物理类' AND score = 600`)
await db.query(`SELECT * FROM admission_results WHERE province_code = '41' AND year = 2025 AND subject_type = '物理类' LIMIT 500`)
const rss = process.memoryUsage().rss
await close()
console.log(
  JSON.stringify({ mode, rows: r.rows, version: r.version, openMs: opened - t0, loadMs: loaded - opened, totalMs: loaded - t0, rssMb: rss / 2 ** 20 }),
)
