import { loadLexicon, type ProvinceEntry } from './ai-lexicon.ts'
import type { Entities } from './ai-nlu.ts'
import type { Plan } from './ai-plan.ts'
import { PROVINCE_CHARS } from './ai-province-chars.ts'
import { provinceLeft } from './ai-home-place.ts'

/**
 * Several provinces' control lines asked at once (「北京和上海的本科线」, 「京沪 2026 本科线」, 「河南山东湖北一本线各多少」):
 * the recogniser keeps one province, so the provinces are read here from the question itself, each answered by the same
 * one-province answer (the same tool, its own year and source), one after another.
 */

/**
 * One-character names of provinces as the press writes them in a pair (京沪, 京津冀, 苏浙, 粤桂): those that are no everyday
 * word alone (新高考, 青岛, 宁波, 吉林大学 … are left out: ai-province-chars.ts).
 */
const ONE_CHAR: Record<string, string> = Object.fromEntries(
  Object.entries(PROVINCE_CHARS)
    .filter(([, p]) => !p.word)
    .map(([c, p]) => [c, p.code]),
)
/** A run of two to four such characters standing as a word (at the start, or after a space or a mark, and before one or a digit). */
const ONE_CHAR_RUN = new RegExp(
  `(?:^|[\\s，,、。？?！!])([${Object.keys(ONE_CHAR).join('')}]{2,4})(?=$|[\\s，,、。？?！!\\d]|今年|去年|两地|三地|的|本科|专科|一本|二本|批次|控制|高考)`,
)

/** The provinces a question names, in the order it names them (full names, short names, and runs like 京沪). */
export function provincesNamed(question: string, provinces: readonly ProvinceEntry[]): ProvinceEntry[] {
  const at = new Map<string, number>()
  for (const p of provinces) {
    for (const name of new Set([p.name, p.shortName])) {
      const i = question.indexOf(name)
      // 内蒙 for 内蒙古: the short name may be three characters, its first two said alone
      const j = i < 0 && name.length === 3 ? question.indexOf(name.slice(0, 2)) : i
      if (j >= 0 && !(at.get(p.code)! <= j)) at.set(p.code, j)
    }
  }
  const run = ONE_CHAR_RUN.exec(question)
  if (run)
    [...run[1]!].forEach((c, k) => {
      const code = ONE_CHAR[c]!
      if (!at.has(code)) at.set(code, run.index + k)
    })
  return [...at]
    .sort((a, b) => a[1] - b[1])
    .map(([code]) => provinces.find((p) => p.code === code)!)
    .filter(Boolean)
}

/**
 * The answer for each province when the question names two or more, else null. `one` answers a single province (the
 * batch-line answer itself, given entities with that province).
 */
export async function linesOfProvinces(plan: Plan, e: Entities, question: string, one: (e: Entities) => Promise<string>): Promise<string | null> {
  const lexicon = await loadLexicon(plan.ctx)
  // 「从湖南调到海南」: the province left is no line asked (ai-home-place.ts)
  const left = provinceLeft(question, lexicon.provinces)
  const named = provincesNamed(question, lexicon.provinces).filter((p) => p.code !== left?.code)
  if (named.length < 2) return null
  const parts: string[] = []
  for (const p of named.slice(0, 4)) parts.push(await one({ ...e, province: p, subjectType: null }))
  return parts.join('\n\n')
}

type Line = { SubjectType: string; Category: string; Batch: string; Score: number }

/**
 * 「孩子内蒙古物理类，想问今年本科和专科控制线」: the track named gets the table; the other tracks' ordinary lines of the
 * same year and batches are one sentence under it (a parent comparing, or a child not yet settled), from the same tool.
 */
export async function otherTracksLine(plan: Plan, provinceId: number, year: number, track: string, wanted: RegExp): Promise<string | null> {
  const run = await plan.call('batch_lines', { ProvinceId: provinceId, Year: year })
  const list = ((run.ok ? (run.output.data as { List?: Line[] } | null)?.List : null) ?? []).filter(
    (l) => l.SubjectType !== track && /普通/.test(l.Category) && wanted.test(l.Batch) && !/特殊|专项|体育|艺术/.test(`${l.Category}${l.Batch}`),
  )
  if (list.length === 0) return null
  return `同年其他科类：${list.map((l) => `${l.SubjectType}${l.Batch} ${l.Score}分`).join('；')}。`
}
