import type { Chance, YearLine } from './ai-chance-types.ts'
import { LINE_GAP_NO_CHANCE } from '@gk/domain'
import { moreMajorLines, type MoreMajor } from './ai-answers-more-majors.ts'

/**
 * One college's chance for a candidate placed by 线差 (ADR 164): 西藏 publishes no 一分一段表, and a 专科 score under a
 * table's last row has no rank either. The engine still sorts such a candidate's units into 冲/稳/保 by the distance
 * of the score to the batch line against each unit's past distances, and those tiers are said; its percentage is not.
 * It rests on no rank and on no backtest (none is possible without ranks), and in 西藏 on minimums whose A/B class the
 * sources often do not name (ADR 036): 「约79%」 from such a line was the dangerous answer of holdout v26.
 * The sentence is the app's own, in its lists and tables too (ADR 165).
 */
export const LINE_GAP_FOOT = LINE_GAP_NO_CHANCE

type Unit = Chance['Units'][number]

const linesOf = (u: Unit) => [u.LastYear, u.YearBefore].filter((y): y is YearLine & { MinScore: number } => Boolean(y) && y!.MinScore !== null)

/** 「2024年 438分；2023年 421分（你比2024年高12分）」: the unit's lines and the candidate's distance to the newest one */
function linesWithGap(u: Unit, score: number | null): string {
  const lines = linesOf(u)
  if (!lines.length) return '—'
  const newest = lines[0]!
  const diff = score === null ? null : score - newest.MinScore
  const gap = diff === null ? '' : `（你比${newest.Year}年${diff >= 0 ? `高${diff}分` : `低${-diff}分`}）`
  return `${lines.map((y) => `${y.Year}年 ${y.MinScore}分`).join('；')}${gap}`
}

const verdict = (u: Unit) => (u.PlanType !== '普通类' ? `${u.PlanType}（特殊计划，不估算）` : !u.Eligible ? '选科不符' : u.TierName || '不在冲稳保范围')

export function chanceByLineGap(
  head: string,
  d: Chance,
  note: string,
  major: string | undefined,
  groupLine: string[],
  closed: string | null,
  more: readonly MoreMajor[] = [],
): string {
  const score = d.Candidate.Score
  const ofMajor = d.Units.filter((u) => u.AskedMajor && u.PlanType === '普通类')
  const said = (name: string, u: Unit) => `- 你问的**${name}**在${u.Unit}：${verdict(u)}；最近录取 ${linesWithGap(u, score)}。`
  const majorLine = !major
    ? []
    : ofMajor.length
      ? ofMajor.slice(0, 2).map((u) => said(major, u))
      : [closed ?? `- 数据里${d.SchoolName}这一批次没有含“${major}”的普通类单位，下面是全校各单位。`]
  majorLine.push(...moreMajorLines(more, d.SchoolName, said))
  const within = d.WithinReach
  const summary = !d.Best
    ? `${d.UnitCount} 个普通类单位往年都没有可比的录取分，**无法按线差分档**`
    : within.length
      ? `你能报的 ${d.EligibleCount} 个普通类单位中，按线差在冲稳保范围内的有 ${within.length} 个：${within
          .slice(0, 3)
          .map((u) => `${u.Unit}（${u.TierName}）`)
          .join('、')}`
      : `你能报的 ${d.EligibleCount} 个普通类单位都不在冲稳保范围内`
  const units = [
    ...d.Units.filter((u) => u.AskedGroup),
    ...ofMajor.filter((u) => !u.AskedGroup),
    ...d.Units.filter((u) => !u.AskedGroup && !ofMajor.includes(u)),
  ]
  const whose = note.split('；')[0]
  return [
    head,
    '',
    ...groupLine,
    ...majorLine,
    `- **${d.SchoolName}**：${summary}。各单位按各自的线分别录取。`,
    `- **不给录取概率的百分比**：${d.Candidate.ProvinceName}没有一分一段表，你的分数换算不出位次，往年录取也只有分数没有位次；只凭线差算出的百分比误差太大，这里只给冲稳保分档和分差。`,
    ...(whose ? [`- ${whose}。`] : []),
    '',
    '| 填报单位 | 档 | 最近录取 |',
    '| --- | --- | --- |',
    ...units.slice(0, 6).map((u) => `| ${u.Unit} | ${verdict(u)} | ${linesWithGap(u, score)} |`),
    '',
    `> ${LINE_GAP_FOOT}；分档是估计，不是承诺。`,
  ].join('\n')
}
