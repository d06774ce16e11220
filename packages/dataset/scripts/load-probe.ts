// Measures a first load into a fresh PGlite: node --import tsx packages/dataset/scripts/load-probe.ts [dir]
import { loadDataset } from '../src/load/load-dataset.ts'
import { openPglite } from '../src/db/open-db.ts'

const dir = process.argv[2]
const { db, close } = await openPglite(dir)
const r = await loadDataset(db, { onProgress: (m) => console.log(m) })
console.log(r, `rss ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB`)
await close()
