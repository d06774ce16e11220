import type { SpecialtySummary, SpecialtyTreeNode } from '@gk/contract'
import type { Db } from '../../db/client.ts'
import { specialtyIndexRows, type OccupationName } from './specialty.repository.ts'

export type SpecialtyEntry = { summary: SpecialtySummary; sourceId: string; quality: string; schoolCount: number }
export type { OccupationName } from './specialty.repository.ts'

export type SpecialtyIndex = {
  byId: Map<string, SpecialtyEntry>
  all: SpecialtyEntry[]
  trees: Map<string, SpecialtyTreeNode[]>
  /** detailed occupations (level 4), for name-based links from a major */
  occupations: OccupationName[]
}

export async function buildSpecialtyIndex(db: Db): Promise<SpecialtyIndex> {
  const { rows, counts, occupations } = await specialtyIndexRows(db)
  const countById = new Map(counts.map((c) => [c.major_id, c.n]))
  const all: SpecialtyEntry[] = rows.map((r) => ({
    summary: {
      SpecialtyId: r.id,
      Code: r.code ?? '',
      Name: r.name,
      Level: r.level,
      Category: r.category ?? '',
      SubCategory: r.sub_category ?? '',
      Degree: r.degree ?? '',
      Years: r.years,
    },
    sourceId: r.source_id,
    quality: r.quality,
    schoolCount: countById.get(r.id) ?? 0,
  }))
  const trees = new Map<string, SpecialtyTreeNode[]>()
  for (const level of ['本科', '专科']) trees.set(level, buildTree(all.filter((e) => e.summary.Level === level && e.summary.Category)))
  return { byId: new Map(all.map((e) => [e.summary.SpecialtyId, e] as const)), all, trees, occupations }
}

/** 门类 → 专业类 → 专业, in catalogue (code) order. */
function buildTree(entries: SpecialtyEntry[]): SpecialtyTreeNode[] {
  const categories = new Map<string, Map<string, SpecialtyTreeNode[]>>()
  for (const { summary: s } of entries) {
    let subs = categories.get(s.Category)
    if (!subs) categories.set(s.Category, (subs = new Map<string, SpecialtyTreeNode[]>()))
    const sub = s.SubCategory || s.Category
    let leaves = subs.get(sub)
    if (!leaves) subs.set(sub, (leaves = []))
    leaves.push({ Name: s.Name, Children: [], SpecialtyId: s.SpecialtyId, Code: s.Code })
  }
  return [...categories].map(([name, subs]) => ({ Name: name, Children: [...subs].map(([subName, leaves]) => ({ Name: subName, Children: leaves })) }))
}

/** Search order: exact name, prefix, code, contains. */
export function searchSpecialties(index: SpecialtyIndex, keyword: string, level?: string): SpecialtyEntry[] {
  const q = keyword.trim()
  const hits: { e: SpecialtyEntry; score: number; order: number }[] = []
  index.all.forEach((e, order) => {
    if (level && e.summary.Level !== level) return
    const n = e.summary.Name
    const score = n === q ? 0 : n.startsWith(q) ? 1 : e.summary.Code && e.summary.Code.startsWith(q) ? 2 : n.includes(q) ? 3 : -1
    if (score >= 0) hits.push({ e, score, order })
  })
  hits.sort((a, b) => a.score - b.score || b.e.schoolCount - a.e.schoolCount || a.order - b.order)
  return hits.map((h) => h.e)
}

// generic words that would link every major to every occupation
const GENERIC = /(科学|技术|工程|管理|与|学|和|及|应用|专业|教育)/g
/**
 * Occupations whose names share a meaningful stem with the major name (e.g. 计算机, 护理, 会计).
 * A heuristic link, labelled as such in the answer; there is no official major→occupation table.
 */
export function relatedOccupations(index: SpecialtyIndex, majorName: string, limit = 8): OccupationName[] {
  const stems = majorName
    .split(GENERIC)
    .map((s) => s.replace(GENERIC, '').trim())
    .filter((s) => s.length >= 2)
  if (stems.length === 0) return []
  return index.occupations.filter((o) => stems.some((s) => o.name.includes(s))).slice(0, limit)
}
