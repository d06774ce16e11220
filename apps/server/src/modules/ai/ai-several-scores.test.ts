import { describe, expect, it } from 'vitest'
import { normaliseNumbers } from './ai-numbers.ts'
import { sumSubjectScores } from './ai-subject-total.ts'
import { scoresListed } from './ai-several-scores.ts'

/** As the engine reads a question before the lists: numbers normalised, a list of subjects' marks summed. */
const read = (q: string) => scoresListed(sumSubjectScores(normaliseNumbers(q)))

describe('several scores in one ask', () => {
  it('reads every score of a list, however it is separated', () => {
    expect(read('河南物理类，600、620、640分在2026年分别对应多少位次？')).toEqual([600, 620, 640])
    expect(read('河南 2026 物理类 600/620/640 位次')).toEqual([600, 620, 640])
    expect(read('河南物里类600，620，640分分别是多少为次')).toEqual([600, 620, 640])
    expect(read('额是陕西的，历史类，520跟550各排多少名嘛？')).toEqual([520, 550])
    expect(read('陕西 历史类 2026 520 550 位次')).toEqual([520, 550])
    expect(read('520分和550分在2026年分别排多少名？')).toEqual([520, 550])
    expect(read('五百二和五百五各排多少名')).toEqual([520, 550])
  })
  it('steps through a range asked with a step (每隔10分), ends included, at most eleven scores', () => {
    expect(read('麻烦整理一下湖南历史类560到590分、每隔10分的全省位次')).toEqual([560, 570, 580, 590])
    expect(read('550-600每10分各排多少')).toEqual([550, 560, 570, 580, 590, 600])
    expect(read('500到600分每隔5分的位次')).toBeNull()
  })
  it('reads the list beside a range, not the range', () => {
    expect(read('估分在600到640之间，600分、620分、640分今年一分一段里各排多少名？')).toEqual([600, 620, 640])
    expect(read('估分在520到550之间，这两个分今年各是多少位次？')).toBeNull()
    expect(read('估分560-570排多少名')).toBeNull()
  })
  it('takes no year, rank, count, full mark or subject mark for a score', () => {
    expect(read('河南物理类600分2026年排多少名')).toBeNull()
    expect(read('我600分，排名第600名左右吗')).toBeNull()
    expect(read('520/750 排多少')).toBeNull()
    expect(read('阿拉上海考了520，七百五满分，是不是老差了')).toBeNull()
    expect(read('上海520，750的满分，排多少')).toBeNull()
    expect(read('位次 600 还是 620分')).toBeNull()
    expect(read('语文120 数学130 英语140 物理90 化学85 生物80 排多少名')).toBeNull()
    expect(read('数学130 英语140能排多少')).toBeNull()
    expect(read('600分 招200人的学校')).toBeNull()
  })
})
