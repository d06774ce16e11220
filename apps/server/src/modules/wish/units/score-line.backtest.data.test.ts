import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { admissionModelFor, gapOfScale, lineGap, prepareUnits, scaleOfGap, scoreLineModel, scoreLineUnit, type AdmissionHistoryYear } from '@gk/domain'
import { describe, expect, it } from 'vitest'

/**
 * A province WITH ranks answered as if it had none (ADR 026): 河北 物理类 本科 majors, 2025 forecast
 * from 2023–2024 by 线差 only, against what 2025 admitted. Also the rank model on the same units, so the
 * two can be compared on ordering. Reads the built dataset directly (no database).
 */
const data = resolve(import.meta.dirname, '../../../../../../packages/dataset/data')
const ndjson = <T>(path: string): T[] =>
  gunzipSync(readFileSync(resolve(data, path)))
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as T)

type Row = {
  year: number
  subject_type: string
  batch: string
  unit_level: string
  institution_id: string | null
  major_name: string | null
  min_score: number | null
  min_rank: number | null
  plan_type: string
}
type Line = { province_code: string; year: number; subject_type: string; category: string; batch_key: string; score: number; quality: string }

/** Spearman's rank correlation (ties by average rank). */
function spearman(a: number[], b: number[]): number {
  const ranks = (xs: number[]) => {
    const order = xs.map((x, i) => [x, i] as const).sort((p, q) => p[0] - q[0])
    const r = new Array<number>(xs.length)
    for (let i = 0; i < order.length;) {
      let j = i
      while (j + 1 < order.length && order[j + 1]![0] === order[i]![0]) j++
      for (let k = i; k <= j; k++) r[order[k]![1]] = (i + j) / 2
      i = j + 1
    }
    return r
  }
  const ra = ranks(a)
  const rb = ranks(b)
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length
  const ma = mean(ra)
  const mb = mean(rb)
  let num = 0,
    da = 0,
    db = 0
  for (let i = 0; i < ra.length; i++) {
    num += (ra[i]! - ma) * (rb[i]! - mb)
    da += (ra[i]! - ma) ** 2
    db += (rb[i]! - mb) ** 2
  }
  return num / Math.sqrt(da * db)
}

describe('线差 method on a province with ranks (河北 物理类, 2025 from 2023–2024)', () => {
  it('orders units about as well as the rank model, and its 80 % interval covers about 80 %', () => {
    const label = '物理类'
    const lines = new Map(
      ndjson<Line>('control_lines.ndjson.gz')
        .filter((l) => l.province_code === '13' && l.subject_type === label && l.category === '普通类' && l.batch_key === 'bk' && l.quality === 'official')
        .map((l) => [l.year, l.score]),
    )
    const rows = ndjson<Row>('admission_results/hebei.ndjson.gz').filter(
      (r) =>
        r.subject_type === label &&
        r.plan_type === '普通类' &&
        r.unit_level === 'major' &&
        /本科/.test(r.batch) &&
        !/提前|专项|预科|艺术|体育/.test(r.batch) &&
        r.institution_id &&
        r.major_name &&
        r.min_score !== null &&
        r.min_rank !== null &&
        r.year >= 2023 &&
        r.year <= 2025,
    )
    const units = new Map<string, Map<number, { score: number; rank: number }>>()
    for (const r of rows) {
      const key = `${r.institution_id}|${r.major_name!.replace(/[（(].*$/, '')}`
      let years = units.get(key)
      if (!years) units.set(key, (years = new Map()))
      const old = years.get(r.year)
      if (!old || r.min_score! < old.score) years.set(r.year, { score: r.min_score!, rank: r.min_rank! })
    }
    const model = admissionModelFor('hebei')
    const out = {
      n: 0,
      actualGap: [] as number[],
      byLine: [] as number[],
      byRank: [] as number[],
      actualRank: [] as number[],
      abs: [] as number[],
      covered: 0,
      lastYearAbs: [] as number[],
      signed: [] as number[],
      lastYearSigned: [] as number[],
    }
    for (const years of units.values()) {
      const actual = years.get(2025)
      const before = [2024, 2023].filter((y) => years.has(y) && lines.has(y))
      if (!actual || before.length === 0) continue
      const gaps: AdmissionHistoryYear[] = before.map((y) => ({ year: y, minRank: scaleOfGap(lineGap(years.get(y)!.score, lines.get(y)!)) }))
      const base = { id: 'u', subjectType: 'physics' as const, batchId: 'undergraduate', requirement: { first: null, allOf: [], anyOf: [] } }
      const [byLine] = prepareUnits([scoreLineUnit({ ...base, history: gaps })], { year: 2025 }, scoreLineModel(model))
      const [byRank] = prepareUnits([{ ...base, history: before.map((y) => ({ year: y, minRank: years.get(y)!.rank })) }], { year: 2025 }, model)
      if (!byLine?.estimate || !byRank?.estimate) continue
      const gap = lineGap(actual.score, lines.get(2025)!)
      const expected = gapOfScale(byLine.estimate.baselineRank)
      out.n++
      out.actualGap.push(gap)
      out.byLine.push(expected)
      out.byRank.push(byRank.estimate.baselineRank)
      out.actualRank.push(actual.rank)
      out.abs.push(Math.abs(expected - gap))
      out.signed.push(expected - gap)
      out.lastYearAbs.push(Math.abs(gapOfScale(gaps[0]!.minRank) - gap))
      out.lastYearSigned.push(gapOfScale(gaps[0]!.minRank) - gap)
      const low = gapOfScale(byLine.estimate.likelyRange.high)
      const high = gapOfScale(byLine.estimate.likelyRange.low)
      if (gap >= low && gap <= high) out.covered++
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
    const report = {
      units: out.n,
      spearmanByLine: Math.round(spearman(out.byLine, out.actualGap) * 1000) / 1000,
      // ranks fall as scores rise: the rank model's order is compared on minus the rank
      spearmanByRank:
        Math.round(
          spearman(
            out.byRank.map((r) => -r),
            out.actualRank.map((r) => -r),
          ) * 1000,
        ) / 1000,
      medianAbsPoints: median(out.abs),
      meanAbsPoints: Math.round((out.abs.reduce((s, x) => s + x, 0) / out.n) * 10) / 10,
      lastYearMedianAbsPoints: median(out.lastYearAbs),
      meanSignedPoints: Math.round((out.signed.reduce((s, x) => s + x, 0) / out.n) * 10) / 10,
      lastYearMeanSignedPoints: Math.round((out.lastYearSigned.reduce((s, x) => s + x, 0) / out.n) * 10) / 10,
      coverage80: Math.round((out.covered / out.n) * 1000) / 1000,
    }
    console.log('线差 backtest 河北 物理类 2025:', JSON.stringify(report))
    expect(report.units).toBeGreaterThan(300)
    expect(report.spearmanByLine).toBeGreaterThan(0.8)
    expect(report.spearmanByLine).toBeGreaterThan(report.spearmanByRank - 0.1)
    // widened on purpose (every year counted as converted): the nominal 80 % interval covers more than 80 %
    expect(report.coverage80).toBeGreaterThan(0.8)
    // the centre is no worse than carrying last year's 线差 forward
    expect(report.medianAbsPoints).toBeLessThanOrEqual(report.lastYearMedianAbsPoints + 1)
  }, 120_000)
})
