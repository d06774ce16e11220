import { readFileSync, writeFileSync } from 'node:fs'

/** One province and track of the newest season, as the matrix test measured it. */
export type MatrixEntry = {
  key: string
  year: number
  /** newest ordinary results year the lists rest on */
  resultsYear: number | null
  rankTableYear: number | null
  officialLine: number | null
  /** the year of the official line (the newest year up to the target that has one) */
  lineYear: number | null
  engineLine: number | null
  /** 冲/稳/保 counts of the main 本科 batch at the line, +60, +120 */
  levels: { score: number; reach: number; match: number; safe: number }[]
  vocationalTotal: number | null
  /** the 专科 batch is a verified data gap (the dataset has no ordinary 专科 rows; the list says so) */
  vocationalAbsent?: boolean
  /** levels that miss the bar as a verified thin-data gap (dataThin: the data near the line is all listed, the list says so) */
  thin?: string[]
  failures: string[]
}

const START = '<!-- province-matrix:start -->'
const END = '<!-- province-matrix:end -->'

/** The matrix as a markdown table (one row per province and track). */
export function matrixTable(entries: readonly MatrixEntry[]): string {
  const head = '| 省份 科类 | 目标年 | 录取数据至 | 位次表 | 本科线 (官方 / 引擎) | 线上 冲/稳/保 | +60 冲/稳/保 | +120 冲/稳/保 | 专科 | 结果 |'
  const rule = '|---|---|---|---|---|---|---|---|---|---|'
  const rows = entries.map((e) => {
    const level = (i: number) => {
      const l = e.levels[i]
      return l ? `${l.reach}/${l.match}/${l.safe}` : '–'
    }
    const result = e.failures.length > 0 ? e.failures.join('；') : e.thin?.length ? `数据稀少（已核实）：${e.thin.join('；')}` : '通过'
    return `| ${e.key} | ${e.year} | ${e.resultsYear ?? '无'} | ${e.rankTableYear ?? '无'} | ${e.officialLine ?? '无'}${e.lineYear !== null && e.lineYear !== e.year ? `（${e.lineYear}年）` : ''} / ${e.engineLine ?? '无'} | ${level(0)} | ${level(1)} | ${level(2)} | ${e.vocationalAbsent ? '无数据（已核实）' : (e.vocationalTotal ?? '–')} | ${result} |`
  })
  const passed = entries.filter((e) => e.failures.length === 0).length
  const absent = entries.filter((e) => e.failures.length === 0 && e.vocationalAbsent).length
  const thin = entries.filter((e) => e.failures.length === 0 && e.thin?.length).length
  const gaps = [
    ...(absent > 0 ? [`${absent} with a verified 专科 data gap, dataAbsent`] : []),
    ...(thin > 0 ? [`${thin} with verified thin data, dataThin`] : []),
  ]
  const summary = `${passed} of ${entries.length} province-tracks pass${gaps.length > 0 ? ` (of them ${gaps.join('; ')})` : ''}.`
  return [summary, '', head, rule, ...rows].join('\n')
}

/** Replaces the marked block of a markdown file with the table. */
export function writeMatrixInto(path: string, table: string) {
  const text = readFileSync(path, 'utf8')
  const a = text.indexOf(START)
  const b = text.indexOf(END)
  if (a < 0 || b < a) throw new Error(`${path} has no ${START} … ${END} block`)
  writeFileSync(path, `${text.slice(0, a + START.length)}\n${table}\n${text.slice(b)}`)
}
