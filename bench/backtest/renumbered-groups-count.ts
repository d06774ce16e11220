// Dev count (ADR 114): per province, how many 专业组 units the app's own build (2027 season, the committed dataset)
// links to the group they continue across a renumbering, and how many of the links the majors decided. `--list` prints
// each link with both groups' lines, for spot checks against the raw tables.
// Usage: node --import tsx bench/backtest/renumbered-groups-count.ts [--list]
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { buildProvinceUnits, findProvincePolicy, type ProvinceCode } from '@gk/domain'
import { datasetDir, ndjson, provinceRows, rankTables, type LineRow } from './vocational-read-model.ts'

const YEAR = 2027
const list = process.argv.includes('--list')
const lines = ndjson<LineRow>('control_lines.ndjson.gz')
const tables = await rankTables(lines)
const out: string[] = ['| 省份 | 接上往年的专业组 | 其中按专业名单 | 其中普通类 |', '|---|---:|---:|---:|']
const total = { links: 0, majors: 0, ordinary: 0 }
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
  const links = idx.renumberedLinks ?? []
  if (!links.length) continue
  const byMajors = links.filter((l) => l.byMajors).length
  const ordinary = links.filter((l) => l.bucket.endsWith('|普通类')).length
  out.push(`| ${slug} | ${links.length} | ${byMajors} | ${ordinary} |`)
  total.links += links.length
  total.majors += byMajors
  total.ordinary += ordinary
  if (list) for (const l of links) console.log(`${slug}\t${l.bucket}\t${l.schoolName}\t${l.from} → ${l.to}\t${l.year}\t${l.byMajors ? 'majors' : '选科'}`)
}
out.push(`| 合计 | ${total.links} | ${total.majors} | ${total.ordinary} |`)
console.log(out.join('\n'))
