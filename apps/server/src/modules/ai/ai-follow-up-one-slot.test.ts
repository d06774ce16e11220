import { describe, expect, it } from 'vitest'
import { changeOnlyTurn, WHAT_IF } from './ai-follow-up-words.ts'
import { rankByFallback } from './ai-follow-up.ts'
import { provinceCorrected } from './ai-province-corrected.ts'
import { classify } from './ai-intents.ts'
import { provinces, read } from './ai-reading.test-kit.ts'

/**
 * What a follow-up that changes one slot reads as (ADR 141), over the reading kit's small lexicon (郑州大学, 河南 …), in
 * phrasings of our own: a score with a province and nothing asked is no rank question of its own, and a turn that only
 * changed one thing is passed over when a later turn looks for the question to ask again.
 */
const reading = (q: string) => {
  const { text, e } = read(q)
  return { text, e, own: classify(text, { ...e, province: e.province ?? read('河南').e.province }) }
}

describe('a score with nothing asked (ADR 141)', () => {
  it('is a rank only by fallback', () => {
    for (const q of ['要是我考605呢', '605分呢']) {
      const { text, e, own } = reading(q)
      expect(rankByFallback(own, text, { ...e, province: read('河南').e.province }), q).toBe(true)
    }
  })
  it('is a rank of its own when the rank is asked in words', () => {
    const { text, e, own } = reading('那605分排多少名')
    expect(own?.id).toBe('score_to_rank')
    expect(rankByFallback(own, text, { ...e, province: read('河南').e.province })).toBe(false)
  })
})

describe('a turn that only changed one thing (ADR 141)', () => {
  it('is passed over, however it is said', () => {
    for (const q of ['那郑大呢', '郑大呢', '那郑大嘞', '换成浙江工业大学呢', '要是605呢', '那河北那边嘞', '如果考605分', '那如果考到605分']) {
      const { text, e } = read(q)
      expect(changeOnlyTurn(text, e, classify(text, e)), q).toBe(true)
    }
  })
  it('is not a question asked whole, nor a supposition of a new question', () => {
    for (const q of ['河南物理类585分能上郑州大学吗', '郑大在河南的投档线多少', '如果考605分，郑大在河南排第几的专业能上']) {
      const { text, e } = read(q)
      expect(changeOnlyTurn(text, e, classify(text, e)), q).toBe(false)
    }
  })
  it('reads a supposition as a follow-up only at the start', () => {
    expect(WHAT_IF.test('要是我考605')).toBe(true)
    expect(WHAT_IF.test('那如果是河北呢')).toBe(true)
    expect(WHAT_IF.test('郑大如果不行报哪个')).toBe(false)
  })
})

describe('a province corrected with the denial said last (ADR 141)', () => {
  const [henan, , , , hebei] = provinces
  it('reads the province meant, not the one denied', () => {
    for (const q of ['不好意思，孩子在河南考的，不是河北', '我们在河南参加高考，不是河北。'])
      expect(provinceCorrected(q, provinces, [hebei!])?.shortName, q).toBe('河南')
  })
  it('corrects nothing when only a province is denied or the same one said', () => {
    expect(provinceCorrected('河北物理类，不是历史类', provinces, [hebei!])).toBeNull()
    expect(provinceCorrected('孩子在河南考的，不是河北', provinces, [henan!])).toBeNull()
  })
})
