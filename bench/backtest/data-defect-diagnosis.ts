// Dev diagnosis (ADR 092): are a province's leave-last-year-out misses in its data? For the units scored in its newest
// year, the share whose line jumps by more than 30 % in rank from the newest history year, and, among the jumps and
// among all scored units, where the two lines come from: the rank's reading (published, own year's table, 线差 from
// another year's table), the row's source kind, special-plan words left in its wording (a 专项/预科/民族 … row the
// plan-type rule let through), two batches (一批 → 二批) or a campus in the group wording, a unit listed twice.
// Usage: node --import tsx bench/backtest/data-defect-diagnosis.ts [slug,…]
import { ndjson, rankTables, type LineRow } from './vocational-read-model.ts'
import { findProvincePolicy, type ProvinceCode } from '@gk/domain'
import { extractProvinceRows, loadProvincesList, type ExtractedRow } from './extract-dataset-rows.ts'
import { headlineYear } from './measured-outcomes.ts'

const slugs = (process.argv[2] ?? 'yunnan,gansu,guizhou,tianjin,shaanxi,ningxia,hainan').split(',')
const lines = ndjson<LineRow>('control_lines.ndjson.gz')
const tables = await rankTables(lines)
const provinces = loadProvincesList()
const special = /专项|预科|民族|定向|中外|合作|高收费|联合培养|农村|单列/
const campus = /校区|分校/
const median = (v: readonly number[]) => [...v].sort((a, b) => a - b)[v.length >> 1]!
const sd = (v: readonly number[]) => Math.sqrt(v.reduce((s, x) => s + (x - median(v)) ** 2, 0) / v.length)
const pct = (n: number, d: number) => (d === 0 ? '—' : `${((100 * n) / d).toFixed(0)} %`)

for (const slug of slugs) {
  const province = provinces.find((p) => p.slug === slug)
  const rows = province ? extractProvinceRows(province, tables, lines) : undefined
  if (!rows) continue
  const byUnit = new Map<string, ExtractedRow[]>()
  for (const r of rows) byUnit.set(`${r.st}|${r.unit}`, [...(byUnit.get(`${r.st}|${r.unit}`) ?? []), r])
  const year = headlineYear(rows)
  if (year === undefined) continue
  // a wording that names 一批/二批 in a year whose policy has one merged 本科批: a batch that did not exist that year
  const otherYearBatch = (r: ExtractedRow) =>
    /一批|二批|一本|二本/.test(r.row.batch) && !findProvincePolicy(slug as ProvinceCode, r.year)?.batches.some((b) => b.id === 'undergraduate-1')
  const pairs: { t: ExtractedRow; h: ExtractedRow; jump: number }[] = []
  for (const list of byUnit.values()) {
    const t = list.find((r) => r.year === year)
    const h = list.filter((r) => r.year < year).sort((a, b) => b.year - a.year)[0]
    if (t && h) pairs.push({ t, h, jump: Math.log(t.rank / h.rank) })
  }
  const jumps = pairs.filter((p) => Math.abs(p.jump) > Math.log(1.3))
  const count = (list: typeof pairs, f: (p: (typeof pairs)[number]) => boolean) => list.filter(f).length
  const feature = (name: string, f: (p: (typeof pairs)[number]) => boolean) =>
    `${name} ${pct(count(jumps, f), jumps.length)} of jumps / ${pct(count(pairs, f), pairs.length)} of all`
  const wording = (r: ExtractedRow) => `${r.row.batch}|${r.row.major_name}|${r.row.major_group ?? ''}`
  console.log(
    `== ${slug} ${year}: scored ${pairs.length}, jump > 30 % ${jumps.length} (${pct(jumps.length, pairs.length)}; to a worse rank ${count(jumps, (p) => p.jump > 0)})`,
  )
  console.log(
    '  ' +
      [
        feature('target by 线差', (p) => p.t.rankFrom === 'line-gap'),
        feature('history by 线差', (p) => p.h.rankFrom === 'line-gap'),
        feature('target published', (p) => p.t.rankFrom === 'published'),
        feature('history derived (文/理)', (p) => p.h.derived),
        feature('source changed', (p) => p.t.source !== p.h.source),
        feature('target placed', (p) => p.t.source === 'placed'),
        feature('special words', (p) => special.test(wording(p.t)) || special.test(wording(p.h))),
        feature('campus', (p) => campus.test(wording(p.t)) || campus.test(wording(p.h))),
        feature('batch wording changed', (p) => /一批|一本/.test(p.t.row.batch) !== /一批|一本/.test(p.h.row.batch)),
        feature('skipped year', (p) => p.h.year < year - 1),
        feature('target names a batch its year lacks', (p) => otherYearBatch(p.t)),
        feature('history names a batch its year lacks', (p) => otherYearBatch(p.h)),
      ].join('; '),
  )
  // the year-to-year move by where the two ranks were read: a 线差 reading biased against the table shows as its own centre
  const groups = new Map<string, number[]>()
  for (const p of pairs) groups.set(`${p.h.rankFrom}→${p.t.rankFrom}`, [...(groups.get(`${p.h.rankFrom}→${p.t.rankFrom}`) ?? []), p.jump])
  console.log(
    `  ln(target ÷ history rank) by reading: ${[...groups]
      .filter(([, v]) => v.length >= 20)
      .map(([k, v]) => `${k} ${v.length}: median ${median(v).toFixed(3)}, sd ${sd(v).toFixed(3)}`)
      .join('; ')}`,
  )
  const rankFrom = new Map<string, number>()
  for (const p of pairs) rankFrom.set(`${p.t.st}:${p.t.rankFrom}`, (rankFrom.get(`${p.t.st}:${p.t.rankFrom}`) ?? 0) + 1)
  console.log(`  target ranks read: ${[...rankFrom].map(([k, n]) => `${k} ${n}`).join(', ')}`)
  for (const p of jumps.sort((a, b) => Math.abs(b.jump) - Math.abs(a.jump)).slice(0, Number(process.argv[3] ?? 3)))
    console.log(
      `  ${p.jump >= 0 ? '+' : ''}${p.jump.toFixed(2)} ${p.t.unit} ${p.h.year} ${p.h.row.min_score}/${Math.round(p.h.rank)} ${p.h.rankFrom} ${p.h.source} [${p.h.row.batch}] → ${year} ${p.t.row.min_score}/${Math.round(p.t.rank)} ${p.t.rankFrom} ${p.t.source} [${p.t.row.batch}]`,
    )
}
