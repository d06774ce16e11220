import { describe, expect, it } from 'vitest'
import { sharedReadModel } from '../../testing/shared-data-db.ts'
import { bareNameAsked } from './ai-bare-name.ts'
import { loadLexicon } from './ai-lexicon.ts'
import { recognise } from './ai-nlu.ts'
import { readable } from './ai-read-input.ts'

/**
 * ADR 143 and 146 over the dataset's lexicon: no college's name or short name, province or major leading a question of
 * choice or chance or said in mid-sentence (「金陵 能录吗」, 「江西报了哪些」, 「你看金陵能录吗」) is read as a person's bare name.
 */
describe('a bare name is never a college, a place or a major of the lexicon', () => {
  it('reads none of the lexicon’s phrases before 报了, 能录吗 or 分数线 as a person', async () => {
    const lex = await loadLexicon({ readModel: await sharedReadModel() })
    const taken: string[] = []
    // a bare name is a surname and one or two characters: only phrases of two or three characters can be taken for one
    for (const phrase of [...lex.phrases.keys()].filter((p) => p.length >= 2 && p.length <= 3))
      // leading the question, and (ADR 146) in mid-sentence: after a word asking an opinion, after a clause
      for (const q of [
        `${phrase}报了哪些专业`,
        `${phrase} 能录吗`,
        `${phrase}能上吗`,
        `你看${phrase}能录吗`,
        `我觉得${phrase}报的人多`,
        `河南580，${phrase}能上吗`,
        // (v25) a score looked up after the name is someone's; a college's 分数线 is not
        `查一下${phrase}分数线`,
        `查${phrase}的成绩`,
      ]) {
        const text = readable(q, lex)
        if (bareNameAsked(text, recognise(text, lex))) taken.push(q)
      }
    expect(taken).toEqual([])
  }, 300_000)
})
