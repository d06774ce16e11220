import { describe, expect, it } from 'vitest'
import { classify } from './ai-intents.ts'
import type { Lexicon, LexiconHit } from './ai-lexicon.ts'
import { recognise } from './ai-nlu.ts'
import { stripChatter } from './ai-numbers.ts'
import { phrases as basePhrases, provinces, schools } from './ai-reading.test-kit.ts'
import { fixTypos } from './ai-typos.ts'
import { matchUnits } from './ai-unit-match.ts'
import { unnamedClass } from './ai-unit-fit.ts'

/**
 * Issue 31, the lines of a named major or group (ADR 081), in phrasings of our own: the unit named as asked wins over
 * one that only contains the name and over the 类 family, a class apart (拔尖, 卓越, 实验班 in brackets …) never stands
 * for the major unless named, and a unit's line asked without a line word still reaches the line answer.
 */
const names = (rows: string[], q: string) =>
  matchUnits(
    rows.map((major_name) => ({ major_name, plan_type: '普通类' })),
    q,
  ).map((r) => r.major_name)

describe('which unit a named major is (ADR 081)', () => {
  it('takes the unit named as asked over a class apart that shares more characters', () => {
    const rows = ['电子信息类', '电子信息工程(卓越工程师班)', '通信工程']
    expect(names(rows, '电子信息工程 〔电子信息类〕 某大学电子信息类去年多少分')).toEqual(['电子信息类'])
  })
  it('takes the major itself over its 类 family, and the family over rows sharing generic pairs', () => {
    expect(names(['软件工程', '计算机类', '网络空间安全'], '软件工程 〔计算机类〕 软件工程在本省的线')).toEqual(['软件工程'])
    expect(names(['计算机类(软件工程、网络工程)', '机械类', '智能制造工程'], '计算机科学与技术 〔计算机类〕 计算机专业的线')).toEqual([
      '计算机类(软件工程、网络工程)',
    ])
  })
  it('leaves out a bracketed 实验班 or 拔尖 class unless the question names it, and takes it when it does', () => {
    const rows = ['数学与应用数学(拔尖计划)', '数学类', '物理学(强基计划)']
    expect(names(rows, '数学与应用数学 〔数学类〕 学校数学专业几分')).toEqual(['数学类'])
    expect(names(rows, '数学 拔尖计划 那个班的最低分')).toEqual(['数学与应用数学(拔尖计划)'])
    expect(names(['自动化类(智能装备新工科实验班)', '自动化'], '自动化专业录取线')).toEqual(['自动化'])
    expect(names(['自动化类(智能装备新工科实验班)', '自动化'], '自动化实验班录取线')).toEqual(['自动化类(智能装备新工科实验班)'])
  })
  it('keeps a 试验班 that is the college’s own route when nothing else names the major', () => {
    expect(names(['理科试验班(数学与统计)', '土木类'], '数学 统计 那个试验班')).toEqual(['理科试验班(数学与统计)'])
    expect(names(['理科试验班(数学与统计)', '土木类'], '数学与统计多少分')).toEqual(['理科试验班(数学与统计)'])
    expect(unnamedClass('理科试验班(数学与统计)', '数学')).toBe(false)
    expect(unnamedClass('物理学(基地班)', '物理学')).toBe(true)
  })
  it('lists every unit that fits equally well', () => {
    expect(names(['临床医学', '临床医学', '护理学'], '临床医学的投档线')).toEqual(['临床医学', '临床医学'])
  })
})

// the reading kit's lexicon with two majors, so a major's line can be asked without a line word
const major = (name: string, subCategory: string): LexiconHit => ({ kind: 'major', major: { id: name, name, level: '本科', category: '工学', subCategory } })
const phrases = new Map<string, LexiconHit>([...basePhrases, ['软件工程', major('软件工程', '计算机类')], ['电气工程', major('电气工程及其自动化', '电气类')]])
const lexicon: Lexicon = { phrases, maxLength: 9, schools: new Map(schools.map((s) => [s.id, s])), provinces, currentYear: 2026 }
const intentOf = (q: string) => {
  const text = fixTypos(stripChatter(q), phrases, 9)
  return classify(text, recognise(text, lexicon))?.id ?? null
}

describe('a unit’s line asked without a line word (ADR 081)', () => {
  it('reads a college, a major and where as the major’s line', () => {
    for (const q of ['郑大 软件工程 河南 物理', '浙工大电气工程 浙江', '郑州大学软件工程河南分数', '郑大软件工程河南物理类分数？'])
      expect(intentOf(q), q).toBe('admission_history')
  })
  it('reads a group named by its code, or the groups’ lines, as the line', () => {
    for (const q of ['郑大 历史 012组', '郑州大学2025年专业组线', '浙工大 2026 专业组的分数', '郑大105组 河南', '郑大 410501 2025'])
      expect(intentOf(q), q).toBe('admission_history')
  })
  it('reads a group named with its line asked anywhere as the line, not the list of groups (holdout v10)', () => {
    for (const q of ['郑州大学012专业组（河南物理类）去年多少分', '郑大012专业组河南历史 最低位次', '郑大的012专业组去年投档咋样', '郑州大学012专业组录取线'])
      expect(intentOf(q), q).toBe('admission_history')
  })
  it('still answers what else is asked of the unit, and the chance when a score is given', () => {
    expect(intentOf('郑大软件工程河南学费多少')).toBe('tuition')
    expect(intentOf('郑州大学有哪些专业组')).toBe('major_groups')
    expect(intentOf('河南物理580 郑大软件工程能上吗')).toBe('admission_chance')
  })
})
