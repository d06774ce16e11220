// Loads the committed dataset into the CLI database (DATABASE_URL, else PGlite at PGLITE_DATA_DIR, default var/db):
//   node --import tsx packages/dataset/scripts/load.ts
// A server can run this as a short-lived child process before opening embedded PGlite itself, so the memory PGlite
// grows to during the bulk load is returned to the system when the child exits.
import { openDatabase } from '../src/db/open-db.ts'
import { loadDataset } from '../src/load/load-dataset.ts'

const { db, close, description } = await openDatabase()
try {
  const r = await loadDataset(db, { onProgress: (m) => console.log(m) })
  console.log(`${description}: dataset ${r.version}, ${r.rows} rows loaded in ${(r.ms / 1000).toFixed(1)} s`)
} finally {
  await close()
}
