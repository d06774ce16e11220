import { assessUnits, findProvincePolicy, type AdmissionCandidate, type ProvinceCode, ordinaryLine, type ControlLineRow, scaleOfGap } from '@gk/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../testing/build-test-app.ts'
import { loadRankTables } from '../../../db/read-model/rank-tables.ts'
import { ORDINARY } from '../../../db/read-model/plan-type.ts'
import { buildProvinceYearIndex } from '../units/unit-build.ts'
import type { ProvinceYearIndex } from '../units/unit-index.ts'

/**
 * 江苏's official 专科 平行志愿 投档线 lists the 专科 line (220) for every group that did not fill its plan.
 * Such a year is a unit filled at the line (ADR 027), not the group's own line: flagged, not widened as a
 * converted 线差 year, and as fresh as the newest line, so a group that filled at 220 is 保 well above it.
 */
let app: TestApp
let index: ProvinceYearIndex
/** 江苏 物理类's 2026 本科 line: the 专科 batch is compared by 线差 to it (ADR 030) */
let line2026 = 0
beforeAll(async () => {
  app = await buildTestApp({ withDataset: true })
  const [p] = await app.db.query<{ name: string; short_name: string; slug: string }>("SELECT name, short_name, slug FROM provinces WHERE code = '32'")
  const policy = findProvincePolicy(p!.slug as ProvinceCode, 2027)!
  index = await buildProvinceYearIndex(
    app.db,
    { code: '32', id: 32, name: p!.name, shortName: p!.short_name, slug: p!.slug as ProvinceCode },
    policy,
    await loadRankTables(app.db),
    new Map(),
  )
  const lines = await app.db.query<ControlLineRow>(
    "SELECT year, subject_type, category, batch, batch_key, score, quality FROM control_lines WHERE province_code = '32' AND year = 2026",
  )
  line2026 = ordinaryLine(lines, '物理类', 'bk')!
}, 600_000)
afterAll(async () => {
  await app?.close()
})

describe('江苏 物理类 专科 groups listed at the 专科 line', () => {
  it('are flagged as filled at the line, and say so', () => {
    const units = index.get('physics', 'vocational')!.units.filter((u) => u.planType === ORDINARY)
    const at220 = units.flatMap((u) => u.history.filter((h) => h.minScore === 220 && h.year === 2025))
    expect(at220.length).toBeGreaterThan(150)
    expect(at220.every((h) => h.isAtLine === true)).toBe(true)
    expect(at220.every((h) => /专科线|批次底线/.test(h.note))).toBe(true)
  })
  it('a group that filled at the line in 2025 is 保 10 points above the line (none was before)', () => {
    const units = index
      .get('physics', 'vocational')!
      .units.filter((u) => u.planType === ORDINARY && u.history[0]?.year === 2025 && u.history[0].minScore === 220)
    expect(units.length).toBeGreaterThan(100)
    const candidate = {
      rank: scaleOfGap(230 - line2026),
      subjectCombo: { subjectType: 'physics', subjects: ['physics', 'chemistry', 'biology'] },
      batchIds: ['vocational'],
    }
    const tiers = assessUnits(
      candidate as AdmissionCandidate,
      units.map((u) => u.prepared),
    ).map((r) => (r.status === 'assessed' ? r.tier : null))
    expect(tiers.filter((t) => t === 'safe').length).toBeGreaterThan(units.length / 10)
  })
})
