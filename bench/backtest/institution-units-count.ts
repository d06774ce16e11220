// Dev count (ADR 127): per province, the ordinary units of a batch filled by 院校专业组 that stand on an institution line
// alone (no group of their own: the college as a whole), at the 2027 season on the committed dataset: how many, how
// many on old-model (文/理) lines only, and how many whose newest line is, by the dataset's own rows, a special plan's
// line of that college and year (a 专项 group's score and rank on an ordinary major row), by the unit build's own test
// (`specialEchoes`: the same track, or a special row that names none; ADR 142). `--list` prints each one.
// Usage: node --import tsx bench/backtest/institution-units-count.ts [--list]
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { buildProvinceUnits, findProvincePolicy, ORDINARY, specialEchoes, type ProvinceCode, type ResultRow } from '@gk/domain'
import { datasetDir, ndjson, provinceRows, rankTables, type LineRow } from './vocational-read-model.ts'

const YEAR = 2027
const list = process.argv.includes('--list')
const lines = ndjson<LineRow>('control_lines.ndjson.gz')
const tables = await rankTables(lines)
const out: string[] = ['| 省份 | 专业组批次的院校单位 | 其中只有旧高考院校线 | 其中最新线是专项的线 |', '|---|---:|---:|---:|']
const sum = [0, 0, 0]
for (const file of readdirSync(join(datasetDir, 'admission_results')).sort()) {
  const slug = file.replace('.ndjson.gz', '')
  const policy = findProvincePolicy(slug as ProvinceCode, YEAR)
  if (!policy) continue
  const code = ndjson<{ province_code: string }>(`admission_results/${file}`)[0]!.province_code
  const rows = provinceRows(slug, code, lines, YEAR)
  const idx = buildProvinceUnits({ province: { code, shortName: slug, slug }, policy, rankTables: tables, schools: new Map(), ...rows })
  const echoes = specialEchoes(rows.results, policy)
  // the newest line as the row it came from: its track's label, and no rank where it was converted from 文/理
  const labels = { physics: ['物理类', '理科'], history: ['历史类', '文科'], science: ['理科', '理科'], liberal: ['文科', '文科'], combined: ['综合', '综合'] }
  const echoOf = (st: keyof typeof labels, schoolId: string, h: { year: number; minScore: number | null; minRank: number | null; isCrossTrack?: boolean }) =>
    echoes({
      institution_id: schoolId,
      year: h.year,
      subject_type: labels[st][h.isCrossTrack ? 1 : 0]!,
      min_score: h.minScore,
      min_rank: h.isCrossTrack ? null : h.minRank,
    } as ResultRow)
  const n: [number, number, number] = [0, 0, 0]
  for (const st of ['physics', 'history', 'science', 'liberal', 'combined'] as const)
    for (const b of policy.batches) {
      if (b.fillingMode !== 'major-group') continue
      for (const u of idx.get(st, b.id)?.units ?? []) {
        if (u.planType !== ORDINARY || !u.id.startsWith('s:') || u.history.length === 0) continue
        const old = u.history.every((h) => h.isCrossTrack)
        const h = u.history[0]!
        const isSpecial = echoOf(st, u.school.id, h)
        n[0]++
        if (old) n[1]++
        if (isSpecial) n[2]++
        if (list)
          console.log(
            slug,
            st,
            b.id,
            u.schoolName,
            old ? 'old' : '',
            isSpecial ? 'special' : '',
            u.history.map((y) => `${y.year} ${y.minScore}/${y.minRank}`).join(', '),
          )
      }
    }
  if (n[0] === 0) continue
  n.forEach((v, i) => (sum[i]! += v))
  out.push(`| ${slug} | ${n.join(' | ')} |`)
}
out.push(`| 合计 | ${sum.join(' | ')} |`)
console.log(out.join('\n'))
