/**
 * The worker thread that builds province indexes (ADR 042): the seconds of synchronous work of
 * `buildProvinceYearIndex` run here, never in the thread that answers requests. It reads the
 * database through the main thread (`remoteDb`), keeps the rank tables and schools of the data
 * version it was last asked about, and hands each index over in chunks the main thread pulls.
 */
import { findProvincePolicy, type ProvinceCode } from '@gk/domain'
import { parentPort } from 'node:worker_threads'
import { collectGarbage } from '../../../db/read-model/collect-garbage.ts'
import { loadRankTables, type RankTableIndex } from '../../../db/read-model/rank-tables.ts'
import { remoteDb } from '../../../db/worker-db.ts'
import { flattenIndex, toWire } from './index-transfer.ts'
import { buildProvinceYearIndex } from './unit-build.ts'
import { loadSchools, type IndexedUnit, type School } from './unit-index.ts'

export type BuildRequest = { type: 'build'; id: number; version: string; code: string; name: string; shortName: string; slug: string; year: number }
export type PullRequest = { type: 'pull'; id: number; from: number; count: number }

const port = parentPort!
const db = remoteDb(port)
let reference: { version: string; rankTables: Promise<RankTableIndex>; schools: Promise<Map<string, School>> } | null = null
/** built indexes not yet handed over, by build id */
const handing = new Map<number, { units: IndexedUnit[]; schools: Map<string, School> }>()

async function build(m: BuildRequest) {
  if (reference?.version !== m.version) reference = { version: m.version, rankTables: loadRankTables(db), schools: loadSchools(db) }
  const [rankTables, schools] = await Promise.all([reference.rankTables, reference.schools])
  const policy = findProvincePolicy(m.slug as ProvinceCode, m.year)
  if (!policy) throw new Error(`no policy for ${m.slug} ${m.year}`)
  const province = { code: m.code, id: Number(m.code), name: m.name, shortName: m.shortName, slug: m.slug as ProvinceCode }
  const { shape, units } = flattenIndex(await buildProvinceYearIndex(db, province, policy, rankTables, schools), policy)
  handing.set(m.id, { units, schools })
  port.postMessage({ type: 'built', id: m.id, shape })
}

port.on('message', (m: { type?: string }) => {
  if (m.type === 'build') {
    const request = m as BuildRequest
    build(request).catch((error: unknown) => port.postMessage({ type: 'failed', id: request.id, message: String((error as Error)?.stack ?? error) }))
  } else if (m.type === 'pull') {
    const { id, from, count } = m as PullRequest
    const h = handing.get(id)
    if (!h) return
    const units = h.units.slice(from, from + count).map((u) => toWire(u, h.schools))
    const done = from + count >= h.units.length
    port.postMessage({ type: 'chunk', id, from, units, done })
    if (done) {
      handing.delete(id)
      // the build's garbage is several times the index: give it back before the next one (ADR 029)
      collectGarbage()
    }
  }
})
