// Dev count (ADR 102): per province and track, how many ordinary 专业组 units the app's own build (2027 season, the
// committed dataset) leaves out because their code is a special plan's group in a newer year — and how many of those
// were listed before (a fresh ranked line). Prints a Markdown table for the ADR; `--list` also prints each one.
// `--dump FILE` writes every unit's id and history, to diff two builds (the 甘肃 institution-parts fix was measured so).
// Usage: node --import tsx bench/backtest/retired-group-codes-count.ts [--list] [--dump FILE]
import { readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildProvinceUnits, findProvincePolicy, ORDINARY, type ProvinceCode } from '@gk/domain'
import { datasetDir, ndjson, provinceRows, rankTables, type LineRow } from './vocational-read-model.ts'

const YEAR = 2027
const list = process.argv.includes('--list')
const dumpAt = process.argv.indexOf('--dump')
const dump: string[] = []
const lines = ndjson<LineRow>('control_lines.ndjson.gz')
const tables = await rankTables(lines)
const out: string[] = ['| 省份 | 科类 | 普通类专业组单位（改后） | 退出的普通类专业组 | 其中改前列出 | 新年份的类型 |', '|---|---|---:|---:|---:|---|']
let total = 0
let listed = 0
for (const file of readdirSync(join(datasetDir, 'admission_results')).sort()) {
  const slug = file.replace('.ndjson.gz', '')
  const policy = findProvincePolicy(slug as ProvinceCode, YEAR)
  if (!policy) continue
  const code = ndjson<{ province_code: string }>(`admission_results/${file}`)[0]!.province_code
  const idx = buildProvinceUnits({
    province: { code, shortName: slug, slug },
    policy,
    rankTables: tables,
    schools: new Map(),
    ...provinceRows(slug, code, lines, YEAR),
  })
  for (const st of ['physics', 'history', 'science', 'liberal', 'combined'] as const) {
    const retired = (idx.retiredGroups ?? []).filter((r) => r.batch.startsWith(`${st}|`))
    const groups = policy.batches.reduce((n, b) => n + (idx.get(st, b.id)?.units.filter((u) => u.planType === ORDINARY && u.groupCode !== null).length ?? 0), 0)
    if (dumpAt > 0)
      for (const b of policy.batches)
        for (const u of idx.get(st, b.id)?.units ?? [])
          dump.push(`${slug}\t${u.id}\t${u.history.map((h) => `${h.year} ${h.minScore}/${h.minRank}`).join(', ')}`)
    if (groups === 0 && retired.length === 0) continue
    const types = [...new Set(retired.map((r) => r.becameType))].join('、')
    const wasListed = retired.filter((r) => r.wasListed).length
    total += retired.length
    listed += wasListed
    out.push(`| ${slug} | ${st} | ${groups} | ${retired.length} | ${wasListed} | ${types} |`)
    if (list)
      for (const r of retired)
        console.log(slug, st, r.schoolName, r.groupCode, `${r.ordinaryYear}普通类 → ${r.becameYear}${r.becameType}`, r.wasListed ? 'listed' : '')
  }
}
out.push(`| 合计 | | | ${total} | ${listed} | |`)
console.log(out.join('\n'))
if (dumpAt > 0) writeFileSync(process.argv[dumpAt + 1]!, dump.sort().join('\n'))
