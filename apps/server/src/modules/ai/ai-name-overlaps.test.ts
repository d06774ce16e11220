import { describe, expect, it } from 'vitest'
import type { Lexicon, LexiconHit, SchoolEntry } from './ai-lexicon.ts'
import { buildFuzzy } from './ai-lexicon-fuzzy.ts'
import { recognise } from './ai-nlu.ts'

/**
 * ADR 136: a derived short name must not be read across a verb and the known name after it (「能去东林吗」 is 去 + 东林,
 * never 去东 of some 去X东Y学院), nor by sound inside an everyday word (普通志愿 holds 通志愿, which sounds like 通职院).
 */
const school = (id: string, name: string, provinceCode: string): SchoolEntry => ({ id, name, provinceCode })
const nefu = school('1', '东北林业大学', '23')
const donghai = school('2', '上海东海职业技术学院', '31')
const tongliao = school('3', '通辽职业学院', '15')
const kaodong = school('4', '考城东方职业学院', '41')

function lexicon(): Lexicon {
  const phrases = new Map<string, LexiconHit>()
  for (const s of [nefu, donghai, tongliao, kaodong]) phrases.set(s.name, { kind: 'school', school: s })
  const hit = (s: SchoolEntry): LexiconHit => ({ kind: 'school', school: s })
  phrases.set('东林', hit(nefu))
  phrases.set('上东', hit(donghai))
  phrases.set('考东', hit(kaodong))
  phrases.set('通职院', hit(tongliao))
  const shortNames = new Map([
    ['上东', { national: [donghai], local: [] }],
    ['考东', { national: [kaodong], local: [] }],
  ])
  return { phrases, maxLength: 12, schools: new Map(), provinces: [], shortNames, fuzzy: buildFuzzy(phrases) }
}

const names = (q: string) => recognise(q, lexicon()).schools.map((s) => s.name)

describe('a short name across a verb and a known name', () => {
  it('reads the known name after the verb, not the verb and its first character', () => {
    expect(names('我580分上东林有戏吗')).toEqual(['东北林业大学'])
    expect(names('想考东林的林学')).toEqual(['东北林业大学'])
  })
  it('still reads the short name where no name follows', () => {
    expect(names('上东今年多少分')).toEqual(['上海东海职业技术学院'])
  })
})

describe('a college by sound inside an everyday word', () => {
  it('finds no college in 普通志愿', () => {
    expect(names('普通志愿一共可以填几个')).toEqual([])
  })
  it('still reads the name by sound said on its own', () => {
    expect(names('通志院的录取线')).toEqual(['通辽职业学院'])
  })
})
