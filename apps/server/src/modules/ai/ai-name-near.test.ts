import { describe, expect, it } from 'vitest'
import { buildFuzzy } from './ai-lexicon-fuzzy.ts'
import { editDistance, nearNames } from './ai-lexicon-near.ts'
import type { Lexicon, LexiconHit, SchoolEntry } from './ai-lexicon.ts'
import { recognise } from './ai-nlu.ts'

const school = (id: string, name: string, provinceCode: string): SchoolEntry => ({ id, name, provinceCode })
const colleges = [
  school('znufe', '中南财经政法大学', '42'),
  school('csu', '中南大学', '43'),
  school('ouc', '中国海洋大学', '37'),
  school('sxzy', '上海中华职业技术学院', '31'),
  school('dlcj', '大连财经学院', '21'),
  school('nefu', '东北林业大学', '23'),
  school('neau', '东北农业大学', '23'),
  school('jsnu', '江苏师范大学', '32'),
  school('zjnu', '浙江师范大学', '33'),
  school('asvc', '鞍山职业技术学院', '21'),
  school('masvc', '马鞍山职业技术学院', '34'),
  school('hlju', '黑龙江大学', '23'),
  school('shisu', '上海外国语大学', '31'),
  school('xmu', '厦门大学', '35'),
  school('xmmc', '厦门医学院', '35'),
]
const phrases = new Map<string, LexiconHit>(colleges.map((s) => [s.name, { kind: 'school', school: s }]))
// the short names and parts the exact pass takes first, as the dataset's lexicon derives them
for (const [form, id] of [
  ['中南', 'csu'],
  ['上中', 'sxzy'],
  ['大财经', 'dlcj'],
  ['中南财经政法', 'znufe'],
  ['中国海洋', 'ouc'],
  ['厦大', 'xmu'],
] as const)
  phrases.set(form, { kind: 'school', school: colleges.find((s) => s.id === id)! })
const province = { id: 42, code: '42', name: '湖北省', shortName: '湖北', slug: 'hubei' }
phrases.set('湖北', { kind: 'province', province })
const lexicon: Lexicon = {
  phrases,
  maxLength: 12,
  schools: new Map(colleges.map((s) => [s.id, s])),
  provinces: [province],
  fuzzy: buildFuzzy(phrases),
}
const read = (q: string) => recognise(q, lexicon)
const names = (q: string) => read(q).schools.map((s) => s.name)

describe('a college name typed one edit off (ADR 137)', () => {
  it('counts one wrong, missing, doubled, swapped or added character as one edit', () => {
    expect(editDistance('中国海样大学', '中国海洋大学')).toBe(1)
    expect(editDistance('中国海大学', '中国海洋大学')).toBe(1)
    expect(editDistance('中国海洋洋大学', '中国海洋大学')).toBe(1)
    expect(editDistance('中国洋海大学', '中国海洋大学')).toBe(1)
    expect(editDistance('中南财经发政大学', '中南财经政法大学')).toBe(2)
  })

  it('reads the long name over the exact parts of others, in every voice', () => {
    expect(names('湖北历史类中南财经政发大学最低多少分')).toEqual(['中南财经政法大学'])
    expect(names('孩子想报中南财经政大学，不知道稳不稳')).toEqual(['中南财经政法大学'])
    expect(names('中南大财经政法 近三年分数')).toEqual(['中南财经政法大学'])
    expect(names('我这分数可以上中国海样大学不')).toEqual(['中国海洋大学'])
    expect(names('中国洋海大学怎么样')).toEqual(['中国海洋大学'])
    expect(names('想冲一下中国海洋洋大学')).toEqual(['中国海洋大学'])
  })

  it('takes the college the slip sounds like when the edit fits several', () => {
    expect(names('东北临业大学今年招多少人')).toEqual(['东北林业大学'])
  })

  it('asks which college when the edit fits several alike, or reads the one of the province said', () => {
    const e = read('江师范大学分数线')
    expect(e.unsureName?.slice(1).sort()).toEqual(['江苏师范大学', '浙江师范大学'])
    expect(nearNames('江师范大学', lexicon, '33')[0]?.school?.name).toBe('浙江师范大学')
  })

  it('never reads a name typed right, or the words around it, anew', () => {
    for (const s of colleges) for (const q of [`能不能上${s.name}`, `${s.name}的分数线`, `考${s.name}难吗`]) expect(nearNames(q, lexicon)).toEqual([])
    expect(names('能不能上鞍山职业技术学院')).toEqual(['鞍山职业技术学院'])
  })

  it('keeps a short name typed right at the start: 厦大医学院 is 厦门大学 (its 医学院), not a slip of 厦门医学院', () => {
    expect(names('福建物理类厦大医学院的线多少')).toEqual(['厦门大学'])
    expect(names('厦门医学员在哪')).toEqual(['厦门医学院'])
  })

  it('leaves a word that is one edit from a name but changes its ending', () => {
    expect(nearNames('黑龙江化学生物赋分怎么算', lexicon)).toEqual([])
  })
  it('leaves a particle of the sentence where a name has another character (上个 is not 上海)', () => {
    for (const q of ['考了六百来分，想上个外国语大学，能上哪些', '能去个外国语大学不', '孩子想读个外国语大学']) expect(nearNames(q, lexicon), q).toEqual([])
  })
})
