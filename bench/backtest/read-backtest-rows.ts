// Reads backtest input rows (plain or gzipped CSV): province,year,subjectType,unitId,minRank,planCount,totalCandidates
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
    const total =
      r.totalCandidates === undefined || r.totalCandidates === ''
        ? undefined
        : Number(r.totalCandidates)
    rows.push({
      province: r.province ?? '',
      year,
      subjectType: r.subjectType ?? '',
      unitId: r.unitId ?? '',
      minRank,
      ...(plan !== undefined && plan > 0 ? { planCount: plan } : {}),
      ...(total !== undefined && total > 0 ? { totalCandidates: total } : {}),
    })
  }
  return rows
}
