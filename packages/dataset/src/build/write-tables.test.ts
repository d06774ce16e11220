import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { readCommittedTable } from '../load/read-table.ts'
import { writeTables, type Row } from './write-tables.ts'

const dirs: string[] = []
const out = () => {
  const d = mkdtempSync(join(tmpdir(), 'gk-write-'))
  dirs.push(d)
  return d
}
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })))

const plan = (province: string, name: string, count: number): Row => ({
  province_code: province,
  year: 2026,
  subject_type: '物理类',
  major_name: name,
  plan_count: count,
  source_id: 's',
  quality: 'official',
})

describe('writeTables', () => {
  it('writes the same bytes for the same rows in any input order, split per province', () => {
    const rows = [plan('41', '法学', 3), plan('13', '哲学', 2), plan('41', '工学', 5)]
    const a = writeTables(out(), new Map([['enrollment_plans', rows]]))
    const b = writeTables(out(), new Map([['enrollment_plans', [...rows].reverse()]]))
    expect(a.version).toBe(b.version)
    expect(a.tables.enrollment_plans?.files.map((f) => f.path)).toEqual(['enrollment_plans/hebei.ndjson.gz', 'enrollment_plans/henan.ndjson.gz'])
  })

  it('changes only the file of the province whose rows changed, and the version', () => {
    const before = writeTables(out(), new Map([['enrollment_plans', [plan('41', '法学', 3), plan('13', '哲学', 2)]]]))
    const dir = out()
    const after = writeTables(dir, new Map([['enrollment_plans', [plan('41', '法学', 4), plan('13', '哲学', 2)]]]))
    const sha = (m: typeof before, path: string) => m.tables.enrollment_plans?.files.find((f) => f.path === path)?.sha256
    expect(sha(after, 'enrollment_plans/hebei.ndjson.gz')).toBe(sha(before, 'enrollment_plans/hebei.ndjson.gz'))
    expect(sha(after, 'enrollment_plans/henan.ndjson.gz')).not.toBe(sha(before, 'enrollment_plans/henan.ndjson.gz'))
    expect(after.version).not.toBe(before.version)
    expect(
      readCommittedTable<{ plan_count: number }>('enrollment_plans', dir)
        .map((r) => r.plan_count)
        .sort(),
    ).toEqual([2, 4])
  })

  it('refuses a row without a valid quality flag', () => {
    expect(() => writeTables(out(), new Map([['enrollment_plans', [{ ...plan('41', '法学', 3), quality: 'guess' }]]]))).toThrow(/quality/)
  })
})
