import type { OccupationSummary } from '@gk/contract'
import type { Db } from '../../db/client.ts'
import { careerRows, type CareerRow } from './profession.repository.ts'

export type CareerNode = {
  summary: OccupationSummary
  /** own Holland code, or the nearest ancestor's (flagged) */
  holland: string | null
  hollandInherited: boolean
  description: string | null
  editorial: boolean
  sourceId: string
  quality: string
}

/** Occupations (职业分类大典) or industries (GB/T 4754) as a tree with inherited Holland codes. */
export type CareerTree = { byCode: Map<string, CareerNode>; children: Map<string | null, CareerNode[]>; all: CareerNode[] }

export async function buildCareerTree(db: Db, table: 'occupations' | 'industries'): Promise<CareerTree> {
  const rows = await careerRows(db, table)
  const parents = new Set(rows.map((r) => r.parent_code).filter((c): c is string => c !== null))
  const rowByCode = new Map(rows.map((r) => [r.code, r]))
  const inherited = (r: CareerRow): string | null => {
    for (let p = r.parent_code; p; p = rowByCode.get(p)?.parent_code ?? null) {
      const h = rowByCode.get(p)?.holland
      if (h) return h
    }
    return null
  }
  const all: CareerNode[] = rows.map((r) => ({
    summary: { Code: r.code, Name: r.name, Level: r.level, ParentCode: r.parent_code, Holland: r.holland ?? inherited(r), HasChildren: parents.has(r.code) },
    holland: r.holland ?? inherited(r),
    hollandInherited: !r.holland,
    description: r.description,
    editorial: r.description !== null && r.editorial_source_id !== null,
    sourceId: r.source_id,
    quality: r.quality,
  }))
  const children = new Map<string | null, CareerNode[]>()
  for (const n of all) {
    // roots: no parent, or a parent missing from the table
    const key = n.summary.ParentCode && rowByCode.has(n.summary.ParentCode) ? n.summary.ParentCode : null
    const list = children.get(key)
    if (list) list.push(n)
    else children.set(key, [n])
  }
  return { byCode: new Map(all.map((n) => [n.summary.Code, n])), children, all }
}

/**
 * How well an occupation's Holland code fits an interest code (lower is better, null = no fit):
 * same code, same leading letters, then containing every letter with the same first letter.
 */
export function hollandFit(holland: string | null, code: string): number | null {
  if (!holland) return null
  if (holland === code) return 0
  if (holland.startsWith(code)) return 1
  if (holland[0] === code[0] && [...code].every((c) => holland.includes(c))) return 2
  if (code.length === 1 && holland.includes(code)) return 3
  return null
}

export function pathOf(tree: CareerTree, code: string): { Code: string; Name: string }[] {
  const path: { Code: string; Name: string }[] = []
  for (let n = tree.byCode.get(code); n; n = n.summary.ParentCode ? tree.byCode.get(n.summary.ParentCode) : undefined)
    path.unshift({ Code: n.summary.Code, Name: n.summary.Name })
  return path
}
