import type { Entities } from './ai-nlu.ts'
import { dataOf, type Plan } from './ai-plan.ts'
import { unitLabel } from './ai-unit-code.ts'
import type { YearLowest } from './ai-tools-lines.ts'

/**
 * 「按今年的投档线看，我能够到X吗」 (ADR 094): a chance asked against a line. The answer states that line — the college's
 * lowest ordinary line of its newest year in the candidate's province and track, with its rank — beside the chance, so
 * the comparison the question asks is there to read, not only the model's estimate.
 */
export const LINE_REFERRED =
  /(今年|去年|最新|最近|往年|上一年|近年)的?.{0,4}(投档线|分数线|录取线|投档分|录取分|最低分|线)|(按|照|看|对照|参考|根据|比照|对比|比|拿).{0,8}(投档线|分数线|录取线|投档分|录取分|最低分)/

type PerYear = Omit<YearLowest, 'Batch' | 'Level' | 'Apart'>

/** The line the chance is compared with, in one sentence; null when the question names no line or the data has none. */
export async function newestLineLead(
  plan: Plan,
  e: Entities,
  question: string,
  candidate: { ProvinceName: string; SubjectType: string; Score: number | null; Rank: number | null },
): Promise<string | null> {
  const school = e.schools[0]
  if (!school || !e.province || !LINE_REFERRED.test(question)) return null
  const run = await plan.call('lines_by_year', { SchoolId: school.id, ProvinceId: e.province.id, SubjectType: candidate.SubjectType, Years: 1 })
  const line = ((dataOf(run) as { PerYear: PerYear[] } | null)?.PerYear ?? []).find((l) => l.MinScore !== null)
  if (!line) return `- 数据里没有${school.name}在${candidate.ProvinceName}${candidate.SubjectType}的普通类投档线，下面的概率按它能找到的往年线估算。`
  const unit = unitLabel(line)
  const rank = line.MinRank !== null ? `，位次 ${line.MinRank}` : ''
  // the candidate against it: by rank where both have one (scores of different years are not comparable), else by score;
  // no difference is computed into the sentence (a number no tool returned is not said)
  const against =
    line.MinRank !== null && candidate.Rank !== null
      ? `你的位次约 ${candidate.Rank}，${candidate.Rank <= line.MinRank ? '在这条线之内' : '在这条线之后'}`
      : candidate.Score !== null
        ? `你的 ${candidate.Score} 分${candidate.Score >= line.MinScore! ? '不低于' : '低于'}这条线`
        : ''
  return `- **${school.name}${line.Year}年在${candidate.ProvinceName}${line.SubjectType}的最低投档线：${line.MinScore}分${rank}**（${line.Year}年普通类 ${line.Units} 个专业组/院校中最低的${unit}，其他组更高）${against ? `；${against}` : ''}。这是最容易进的一组，不代表全校都能上。`
}
