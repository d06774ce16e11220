// Dev check (ADR 066): what the app's own unit build forecasts for 甘肃's ordinary 本科 batch in 2026 — how many units
// carry a 2025 rank equal to the cut 2025 物理类 table's last rank (52,553), and the median move of the forecast over
// the unit's 2025 line. Run it before and after a change to the rank rules.
// Usage: node --import tsx bench/backtest/app-forecast-gansu.ts
import { buildProvinceUnits, findProvincePolicy } from '@gk/domain'
import { ndjson, provinceRows, rankTables, type LineRow } from './vocational-read-model.ts'

const lines = ndjson<LineRow>('control_lines.ndjson.gz')
const tables = await rankTables(lines)
const policy = findProvincePolicy('gansu', 2026)!
const idx = buildProvinceUnits({
  province: { code: '62', shortName: '甘肃', slug: 'gansu' },
  policy,
  rankTables: tables,
  schools: new Map(),
  ...provinceRows('gansu', '62', lines, 2026),
})
for (const st of ['physics', 'history'] as const) {
  const b = idx.get(st, policy.mainBatchId)
  if (!b) continue
  const ratios: number[] = []
  let capped = 0
  let n2025 = 0
  for (const u of b.units) {
    const h2025 = u.history.find((h) => h.year === 2025)
    if (h2025?.minRank) {
      n2025++
      if (h2025.minRank === 52553) capped++
      const e = u.prepared.estimate
      if (e) ratios.push(Math.log(e.baselineRank / h2025.minRank))
    }
  }
  ratios.sort((a, b) => a - b)
  console.log(
    st,
    'units',
    b.units.length,
    'with a 2025 line',
    n2025,
    'at 52,553',
    capped,
    'median ln(forecast 2026 / 2025 line)',
    ratios[ratios.length >> 1]?.toFixed(3),
  )
}
