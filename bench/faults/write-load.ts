// Write load that remembers every acknowledged write, so a fault run can read each one back.
import { call, sleep, sql, type Answer } from '../load/cluster.ts'
import type { Student } from '../load/score-release.ts'

export type Ack = { wishId: number; version: number; units: string[] }
export type Tally = {
  ok: number
  unavailable: number
  conflicts: number
  proxyErrors: number
  other: number
  samples: string[]
  timeline: Array<[number, string]>
}

const wishes = (ids: string[]) => ids.map((UnitId) => ({ UnitId, MajorNames: [], IsAdjustmentAccepted: true }))

export function newTally(): Tally {
  return {
    ok: 0,
    unavailable: 0,
    conflicts: 0,
    proxyErrors: 0,
    other: 0,
    samples: [],
    timeline: [],
  }
}

/** Classifies one answer: ok, 5003 请稍后重试 (the clean failure), conflict, proxy 502/504, anything else. */
export function classify(t: Tally, a: Answer, started: number, conflictCode = 1007): void {
  let kind: string
  if (a.status === 200 && a.code === 0) kind = 'ok'
  else if (a.code === 5003 && a.message.includes('请稍后重试')) kind = 'unavailable'
  else if (a.code === conflictCode) kind = 'conflict'
  else if (a.status === 502 || a.status === 504) kind = 'proxy'
  else kind = 'other'
  if (kind === 'ok') t.ok += 1
  else if (kind === 'unavailable') t.unavailable += 1
  else if (kind === 'conflict') t.conflicts += 1
  else if (kind === 'proxy') t.proxyErrors += 1
  else {
    t.other += 1
    if (t.samples.length < 8) t.samples.push(`HTTP ${a.status} code ${a.code} ${a.message.slice(0, 80)}`)
  }
  const second = Math.floor((performance.now() - started) / 1000)
  t.timeline.push([second, kind])
}

/**
 * Each student saves its table in a loop (compare-and-set on the version it holds). An answer with
 * code 0 is an acknowledged write; after a lost answer the student re-reads its table and goes on.
 */
export async function writeLoad(port: number, students: Student[], durationMs: number, tally: Tally, conflictCode: number): Promise<Map<number, Ack[]>> {
  const acks = new Map<number, Ack[]>()
  const started = performance.now()
  const end = started + durationMs
  await Promise.all(
    students.map(async (s, i) => {
      const mine: Ack[] = []
      acks.set(i, mine)
      for (let turn = 1; performance.now() < end; turn++) {
        const k = (s.version + turn) % s.units.length
        const units = [...s.units.slice(k), ...s.units.slice(0, k)].slice(0, 8)
        const a = await call(
          port,
          'User/WishSave',
          {
            WishId: s.wishId,
            Version: s.version,
            BatchId: 'undergraduate',
            Name: '冲稳保',
            Wishes: wishes(units),
          },
          s.token,
        )
        classify(tally, a, started, conflictCode)
        const v = (a.data as { Version?: number } | null)?.Version
        if (a.code === 0 && v) {
          s.version = v
          mine.push({ wishId: s.wishId, version: v, units })
        } else {
          // the answer was lost or refused: the write may or may not have landed; re-read the version
          await sleep(100)
          const d = await call(port, 'User/WishDetail', { WishId: s.wishId }, s.token)
          const current = (d.data as { Version?: number } | null)?.Version
          if (d.code === 0 && current) s.version = current
        }
      }
    }),
  )
  return acks
}

/** Reads every acknowledged version back from the database: present, with exactly the acknowledged wishes. */
export async function verifyAcks(database: string, acks: Map<number, Ack[]>): Promise<{ checked: number; lost: string[] }> {
  const lost: string[] = []
  let checked = 0
  for (const list of acks.values()) {
    if (list.length === 0) continue
    const rows = await sql<{ version: number; wishes: Array<Record<string, unknown>> }>(
      database,
      'SELECT version, wishes FROM wish_table_versions WHERE wish_table_id = $1',
      [list[0]!.wishId],
    )
    const byVersion = new Map(rows.map((r) => [r.version, r.wishes.map((w) => String(w.UnitId ?? w.unitId ?? w.unit_id))]))
    for (const ack of list) {
      checked += 1
      const stored = byVersion.get(ack.version)
      if (!stored || stored.join('|') !== ack.units.join('|')) lost.push(`table ${ack.wishId} v${ack.version}`)
    }
  }
  return { checked, lost }
}

/** "second: ok/unavailable/…" counts, compressed to the seconds where something other than ok happened. */
export function timelineSummary(t: Tally): string {
  const perSecond = new Map<number, Map<string, number>>()
  for (const [s, kind] of t.timeline) {
    const m = perSecond.get(s) ?? new Map<string, number>()
    m.set(kind, (m.get(kind) ?? 0) + 1)
    perSecond.set(s, m)
  }
  return [...perSecond.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([s, m]) => `${s}s ${[...m.entries()].map(([k, n]) => `${k} ${n}`).join(', ')}`)
    .join(' · ')
}
