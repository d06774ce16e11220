import { INDUSTRY_NOTES } from '../editorial/industry-notes.ts'
import { OCCUPATION_GROUP_HOLLAND, OCCUPATION_NOTES } from '../editorial/occupation-notes.ts'
import type { RawReader } from './raw-files.ts'
import { SRC } from './sources.ts'
import type { Row } from './write-tables.ts'

type OccNode = { seq: string; gbm?: string; name: string; level: number; children?: OccNode[] }

/** 职业分类大典 2022 tree (8/79/450/1,639) with the app's editorial Holland codes and notes where written. */
export function occupationRows(raw: RawReader): Row[] {
  const tree = raw.json<{ data: OccNode[] }>('solisamicus__occstructor/exports/occupations_tree_20250918_032621.json')
  const rows: Row[] = []
  const walk = (n: OccNode, parent: string | null) => {
    const note = OCCUPATION_NOTES[n.seq]
    const holland = note?.[0] ?? OCCUPATION_GROUP_HOLLAND[n.seq] ?? null
    rows.push({
      code: n.seq,
      gbm: n.gbm ?? null,
      name: n.name.trim(),
      level: n.level,
      parent_code: parent,
      holland,
      description: note?.[1] ?? null,
      editorial_source_id: holland ? SRC.editorial : null,
      source_id: SRC.occ,
      quality: 'third-party',
    })
    for (const c of n.children ?? []) walk(c, n.seq)
  }
  for (const n of tree.data) walk(n, null)
  return rows
}

/** GB/T 4754-2017 tree (20/97/473/1,381) with editorial notes on every 门类 and 大类. */
export function industryRows(raw: RawReader): Row[] {
  return raw.csv('zmshe__capital/src/utils/trade.flat.csv').map((r) => {
    const code = r.code ?? ''
    const note = INDUSTRY_NOTES[code]
    return {
      code,
      name: r.name,
      level: Number(r.level),
      parent_code: r.parent_code || null,
      holland: note?.[0] ?? null,
      description: note?.[1] ?? null,
      editorial_source_id: note ? SRC.editorial : null,
      source_id: SRC.trade,
      quality: 'official',
    }
  })
}
