import type { Lexicon, MajorEntry } from './ai-lexicon.ts'

/**
 * Fees of two or more units of ONE college asked in one question (「燕山大学软件工程中外合作一年学费多少？普通的计算机专业学费
 * 多少？」, 「燕大中外合作软件工程学费，跟普通计算机差多少」, 「燕大 中外合作 软件工程 学费 计算机 学费」). Read as one
 * unit, the plan lookup matched one of them and the programme word (中外合作) was taken for the whole question, so one
 * fee was lost, sometimes the 中外合作 one. Here the question is cut into its asks, each with its own major and its own
 * programme word, to be answered one by one from the same plan.
 *
 * An ask is a clause (cut at 。？！；，, a new line, and a fee word before a space) that names a major or a programme; a clause naming two majors is cut
 * again where the second begins, a programme word written right after the first (软件工程中外合作, 软件工程(中外合作办学))
 * staying with it. A clause that names a programme and no major (「燕大中外合作一年学费多少」) is an ask of the programme.
 */
const PROGRAMME = /中外合作|合作办学|国际本科|国际班|普通类?的?(?!话)/
const PROGRAMME_AFTER = /^\s*[(（]?(?:中外合作(?:办学)?|合作办学|国际本科)[)）]?/

export type FeeAsk = { text: string; majors: MajorEntry[] }

type Mention = { major: MajorEntry; at: number; end: number }

/** Where the question names each major (its longest surface form the lexicon knows), in the order said. */
function mentions(question: string, majors: MajorEntry[], lexicon: Lexicon): Mention[] {
  const forms = new Map<string, string[]>()
  for (const [phrase, hit] of lexicon.phrases) if (hit.kind === 'major') forms.set(hit.major.id, [...(forms.get(hit.major.id) ?? []), phrase])
  const found: Mention[] = []
  for (const major of majors) {
    const said = [major.name, ...(forms.get(major.id) ?? [])]
      .map((f) => ({ f, at: question.indexOf(f) }))
      .filter((x) => x.at >= 0)
      .sort((a, b) => a.at - b.at || b.f.length - a.f.length)[0]
    if (said) found.push({ major, at: said.at, end: said.at + said.f.length })
  }
  return found.sort((a, b) => a.at - b.at)
}

/** The separate fee asks of a question about one college, or null when it asks one unit's fee. */
export function feeAsks(question: string, majors: MajorEntry[], lexicon: Lexicon): FeeAsk[] | null {
  const said = mentions(question, majors, lexicon)
  const asks: FeeAsk[] = []
  let start = 0
  // a terse list (「吉大 物理学中外合作 学费 计算机 学费」) has no stops: a fee word before a space ends an ask too
  for (const clause of question.split(/(?<=[。？?！!；;，,\n]|(?:学费|多少钱)\s+)/)) {
    const from = start
    start += clause.length
    const inside = said.filter((m) => m.at >= from && m.end <= from + clause.length)
    if (inside.length === 0) {
      if (PROGRAMME.test(clause)) asks.push({ text: clause, majors: [] })
      continue
    }
    let cut = from
    inside.forEach((m, i) => {
      const next = inside[i + 1]
      const after = PROGRAMME_AFTER.exec(question.slice(m.end))?.[0].length ?? 0
      const end = next ? Math.min(m.end + after, next.at) : from + clause.length
      asks.push({ text: question.slice(cut, end), majors: [m.major] })
      cut = end
    })
  }
  // a programme ask before the first major's, with that major's own clause naming no programme: one ask, not two
  const distinct = new Set(asks.map((a) => `${a.majors[0]?.id ?? ''}|${PROGRAMME.exec(a.text)?.[0] ?? ''}`))
  return asks.length >= 2 && distinct.size >= 2 ? asks : null
}
