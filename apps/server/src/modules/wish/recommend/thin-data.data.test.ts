import { findProvincePolicy, type ProvinceCode, type SubjectType } from '@gk/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../testing/build-test-app.ts'
import { loadRankTables, type RankTableIndex } from '../../../db/read-model/rank-tables.ts'
import { ORDINARY_RESULTS_SQL } from '../../../db/read-model/ordinary-results.ts'
import { planTypeOfRow, ORDINARY } from '../../../db/read-model/plan-type.ts'
import { ordinaryLine, type ControlLineRow } from '../units/control-lines.ts'
import { predecessorLabelOf, subjectTypeLabel } from '../units/province-catalog.ts'
import { classifyBatch } from '../units/unit-classify.ts'
import { buildProvinceYearIndex } from '../units/unit-build.ts'

/**
 * The province matrix lists some tracks as failing for thin data near the 本科 line (内蒙古, 福建, 四川, 吉林
 * 历史类). That reason holds only if the engine lists every institution the data has there: each
 * institution with an ordinary row of the main batch in the newest three results years, within 20 points below
 * to 40 points above that year's 本科 line, is the school of a unit with a forecast. Rows the engine cannot rank
 * (no published rank, no table and no line of that year: 内蒙古 2024 文科) are not expected.
 */
const thin: [code: string, st: SubjectType][] = [
  ['15', 'physics'],
  ['15', 'history'],
  ['22', 'history'],
  ['35', 'physics'],
  ['51', 'physics'],
  ['51', 'history'],
]

type Row = {
  year: number
  subject_type: string
  batch: string
  institution_id: string
  institution_name: string
  min_score: number | null
  min_rank: number | null
  plan_type: string | null
  major_group: string | null
  major_name: string | null
}

let app: TestApp
let tables: RankTableIndex
beforeAll(async () => {
  app = await buildTestApp({ withDataset: true })
  tables = await loadRankTables(app.db)
}, 600_000)
afterAll(async () => {
  await app?.close()
})

const LINE_KEYS = ['bk', 'bk2', 'seg1', 'bk1']

describe('thin tracks of the matrix list every institution the data has near the line', () => {
  it.each(thin)('%s %s', async (code, st) => {
    const [p] = await app.db.query<{ name: string; short_name: string; slug: string }>('SELECT name, short_name, slug FROM provinces WHERE code = $1', [code])
    const policy = findProvincePolicy(p!.slug as ProvinceCode, 2027)!
    const [newest] = await app.db.query<{ year: number }>(
      `SELECT max(year) AS year FROM admission_results WHERE province_code = $1 AND year < $2 AND ${ORDINARY_RESULTS_SQL}`,
      [code, policy.year],
    )
    // the newest three results years (ADR 027), counted here rather than read from the engine's own window
    const from = Number(newest!.year) - 2
    // rows of the old 文/理 track feed the new one (ADR 015)
    const labels = [subjectTypeLabel[st], predecessorLabelOf.get(subjectTypeLabel[st])].filter((l): l is string => l !== undefined)
    const rows = await app.db.query<Row>(
      `SELECT year, subject_type, batch, institution_id, institution_name, min_score, min_rank, plan_type, major_group, major_name FROM admission_results
        WHERE province_code = $1 AND year >= $2 AND year < $3 AND subject_type = ANY($4) AND institution_id IS NOT NULL AND min_score IS NOT NULL`,
      [code, from, policy.year, labels],
    )
    const lines = await app.db.query<ControlLineRow>(
      'SELECT year, subject_type, category, batch, batch_key, score, quality FROM control_lines WHERE province_code = $1',
      [code],
    )
    const lineOf = (year: number, label: string) =>
      LINE_KEYS.map((k) =>
        ordinaryLine(
          lines.filter((l) => l.year === year),
          label,
          k,
        ),
      ).find((v) => v !== undefined)
    const near = rows.filter((r) => {
      if (planTypeOfRow(r) !== ORDINARY || classifyBatch(r.batch, policy.batches, policy.mainBatchId) !== policy.mainBatchId) return false
      const line = lineOf(r.year, r.subject_type)
      const isRankable = (r.min_rank ?? 0) >= 1 || tables.get(code, r.year, r.subject_type) !== null || line !== undefined
      return isRankable && line !== undefined && r.min_score! >= line - 20 && r.min_score! <= line + 40
    })
    const index = await buildProvinceYearIndex(
      app.db,
      { code, id: Number(code), name: p!.name, shortName: p!.short_name, slug: p!.slug as ProvinceCode },
      policy,
      tables,
      new Map(),
    )
    const listed = new Set(
      index
        .get(st, policy.mainBatchId)!
        .units.filter((u) => u.planType === ORDINARY && u.prepared.estimate !== null)
        .map((u) => u.school.id),
    )
    const missing = [
      ...new Set(near.filter((r) => !listed.has(r.institution_id)).map((r) => `${r.institution_name} ${r.year}${r.subject_type} ${r.min_score}`)),
    ]
    expect(new Set(near.map((r) => r.institution_id)).size).toBeGreaterThan(0)
    expect(missing).toEqual([])
  })
})
