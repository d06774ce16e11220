// Dev count (ADR 130): per province, the ordinary 专业组 units of the app's own build (2027 season, the committed dataset)
// whose newest year and the year before (a chance answer's two-year basis, ADR 123) are two different groups by the
// majors the data lists: the same code in both years, both years' admitted majors known, Jaccard < MAJOR_JACCARD.
// `--list` prints each with both years' lines and majors, and the group of the year before the majors point to.
// Usage: node --import tsx bench/backtest/reused-group-years-count.ts [--list] [slug …]
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { buildProvinceUnits, findProvincePolicy, groupCodeOf, MAJOR_JACCARD, ORDINARY, type ProvinceCode, type ResultRow } from '@gk/domain'
import { datasetDir, ndjson, provinceRows, rankTables, type LineRow } from './vocational-read-model.ts'

const YEAR = 2027
const list = process.argv.includes('--list')
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'))
const lines = ndjson<LineRow>('control_lines.ndjson.gz')
const tables = await rankTables(lines)
const norm = (n: string) => n.replace(/[（(][^）)]*[）)]/g, '').replace(/\s/g, '')
const jaccard = (a: Set<string>, b: Set<string>) => {
  const both = [...a].filter((x) => b.has(x)).length
  return both / (a.size + b.size - both)
}
const out: string[] = [
  '| 省份 | 有前一年的普通类专业组 | 两年专业名单都有 | 前一年是另一个组的线 | 其中另一个组可指认 | 接上往年的专业组（ADR 114 链接） |',
  '|---|---:|---:|---:|---:|---:|',
]
for (const file of readdirSync(join(datasetDir, 'admission_results')).sort()) {
  const slug = file.replace('.ndjson.gz', '')
  if (only.length && !only.includes(slug)) continue
  const policy = findProvincePolicy(slug as ProvinceCode, YEAR)
  if (!policy) continue
  const code = ndjson<{ province_code: string }>(`admission_results/${file}`)[0]!.province_code
  const input = provinceRows(slug, code, lines, YEAR)
  const idx = buildProvinceUnits({ province: { code, shortName: slug, slug }, policy, rankTables: tables, schools: new Map(), ...input })
  // each group's admitted majors per year, as the build reads them (school, 院校代码, group code, track)
  const majors = new Map<string, Set<string>>()
  const groupLine = new Map<string, number>()
  for (const r of input.results as ResultRow[]) {
    const g = groupCodeOf(r.major_code, r.major_group)
    if (!g || !r.institution_id) continue
    const key = `${r.institution_id}|${r.subject_type}|${g}|${r.year}`
    if (r.unit_level === 'major' && r.major_name) majors.set(key, (majors.get(key) ?? new Set()).add(norm(r.major_name)))
    if (r.min_score !== null) groupLine.set(key, Math.min(groupLine.get(key) ?? Infinity, r.min_score))
  }
  const n = { withBefore: 0, known: 0, other: 0, named: 0 }
  for (const b of policy.batches)
    for (const st of ['physics', 'history', 'combined'] as const)
      for (const u of idx.get(st, b.id)?.units ?? []) {
        if (u.planType !== ORDINARY || !u.groupCode || u.history.length < 2) continue
        const [newer, older] = u.history as [(typeof u.history)[0], (typeof u.history)[0]]
        if (older.year !== newer.year - 1) continue
        n.withBefore++
        const label = st === 'physics' ? '物理类' : st === 'history' ? '历史类' : '综合'
        const school = `${u.id.split(':')[1]}|${label}|`
        const at = (g: string, y: number) => `${school}${g}|${y}`
        const a = majors.get(at(u.groupCode, newer.year))
        const before = majors.get(at(u.groupCode, older.year))
        // the year before is this code's own line (a code continued, not a link ADR 114 made)
        if (!a || !before || groupLine.get(at(u.groupCode, older.year)) !== older.minScore) continue
        n.known++
        if (jaccard(a, before) >= MAJOR_JACCARD) continue
        n.other++
        const others = [...majors].filter(
          ([k, m]) => k.startsWith(school) && k.endsWith(`|${older.year}`) && k !== at(u.groupCode!, older.year) && jaccard(a, m) >= MAJOR_JACCARD,
        )
        if (others.length) n.named++
        if (list)
          console.log(
            `${slug}\t${u.schoolName}\t${label}\t${u.groupCode}\t${newer.year} ${newer.minScore}/${newer.minRank} [${[...a].join('、')}]\t${older.year} ${older.minScore}/${older.minRank} [${[...before].join('、')}]\t→ ${others.map(([k]) => `${k.split('|')[2]}:${groupLine.get(k)}`).join(' ')}`,
          )
      }
  if (n.withBefore) out.push(`| ${slug} | ${n.withBefore} | ${n.known} | ${n.other} | ${n.named} | ${idx.renumberedLinks?.length ?? 0} |`)
}
console.log(out.join('\n'))
