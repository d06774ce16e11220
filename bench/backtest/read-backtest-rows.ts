// Reads backtest input rows (plain or gzipped CSV): province,year,subjectType,unitId,minRank,planCount,totalCandidates
// and, optionally, lineRank (the year's ordinary 本科 control line rank), derived (1 = converted across the reform) and
// source (where the line comes from: official, third-party or placed, ADR 072)
import { readFileSync } from 'node:fs'
import { gunzipSync } from 'node:zlib'
import { type BacktestRow } from '@gk/domain'
import { parseCsv } from './csv.ts'

export function readBacktestRows(file: string): BacktestRow[] {
  const buffer = readFileSync(file)
  const text = (file.endsWith('.gz') ? gunzipSync(buffer) : buffer).toString('utf8')
  const rows: BacktestRow[] = []
  for (const r of parseCsv(text)) {
    const minRank = Number(r.minRank)
    const year = Number(r.year)
    if (!(minRank >= 1) || !Number.isInteger(year)) continue
    const plan = r.planCount === undefined || r.planCount === '' ? undefined : Number(r.planCount)
    const total = r.totalCandidates === undefined || r.totalCandidates === '' ? undefined : Number(r.totalCandidates)
    const lineRank = r.lineRank === undefined || r.lineRank === '' ? undefined : Number(r.lineRank)
    rows.push({
      province: r.province ?? '',
      year,
      subjectType: r.subjectType ?? '',
      unitId: r.unitId ?? '',
      minRank,
      ...(plan !== undefined && plan > 0 ? { planCount: plan } : {}),
      ...(total !== undefined && total > 0 ? { totalCandidates: total } : {}),
      ...(lineRank !== undefined && lineRank > 0 ? { lineRank } : {}),
      ...(r.derived === '1' ? { isDerived: true } : {}),
      ...(r.source ? { source: r.source } : {}),
    })
  }
  return rows
}
