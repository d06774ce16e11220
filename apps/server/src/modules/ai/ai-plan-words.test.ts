import { describe, expect, it } from 'vitest'
import { readPlanWords } from './ai-plan-words.ts'
import { matchUnits } from './ai-unit-match.ts'

/** The special plans' and second programmes' names as people write them (ADR 090), in phrasings written for this test. */
describe('special plans named by abbreviation, by whom they serve or with a slip', () => {
  it('reads 国专, 高专 and 地专 as the three plans', () => {
    expect(readPlanWords('华科国专去年线多少')).toContain('国家专项')
    expect(readPlanWords('中南大学 高专 录取分')).toContain('高校专项')
    expect(readPlanWords('湖南师大地专最低分')).toContain('地方专项')
  })

  it('puts 专项 back when 专 is followed by a sound-alike', () => {
    expect(readPlanWords('厦大国家专象投档')).toContain('国家专项')
    expect(readPlanWords('山大高校专像多少分')).toContain('高校专项')
    expect(readPlanWords('郑大地方专向计划')).toContain('地方专项')
    expect(readPlanWords('川大高效专项线')).toContain('高校专项')
  })

  it('reads a plan by whom it serves', () => {
    expect(readPlanWords('兰大贫困地区专项计划几多分')).toContain('国家专项')
    expect(readPlanWords('吉大扶贫专项')).toContain('国家专项')
    expect(readPlanWords('河南大学农村专项')).toContain('地方专项')
  })

  it('leaves words that only look like an abbreviation alone', () => {
    expect(readPlanWords('高职高专院校有哪些')).toBe('高职高专院校有哪些')
    expect(readPlanWords('全国专业排名前十')).toBe('全国专业排名前十')
    expect(readPlanWords('高专批次线多少')).toBe('高专批次线多少')
    expect(readPlanWords('这个地专业好不好')).toBe('这个地专业好不好')
  })
})

describe('中外合作 typed by sound or called by its programme', () => {
  it('puts 中外合作 back from its slips', () => {
    for (const typed of ['中外和作', '中外合做', '中外合坐', '中外河作', '中外合座'])
      expect(readPlanWords(`浙工大软件工程${typed}分数线`)).toContain('中外合作')
    expect(readPlanWords('和作办学的学费')).toContain('合作办学')
  })

  it('reads 合办, 国际班 and 国际本科 as the 中外合作 programme', () => {
    expect(readPlanWords('苏大合办专业多少分')).toContain('中外合作')
    expect(readPlanWords('天津财经国际班学费')).toContain('中外合作')
    expect(readPlanWords('某校国际本科项目')).toContain('中外合作')
    // a 联合办学 or 综合办公 is not the programme
    expect(readPlanWords('联合办学')).toBe('联合办学')
  })
})

describe('money said aloud is the fee asked', () => {
  it('reads 钞票, 米 and 票子 after 多少 as 多少钱', () => {
    expect(readPlanWords('读一年要多少钞票')).toContain('多少钱')
    expect(readPlanWords('学费多少米')).toContain('多少钱')
    expect(readPlanWords('一年交几多票子')).toContain('多少钱')
    expect(readPlanWords('学废贵不贵')).toContain('学费')
  })
})

describe('a plan’s name names no unit of it', () => {
  it('「…国家专项最低分」 matches no row by the inside of 国家专项计划 or 高校专项', () => {
    const rows = [
      { major_name: '化学|国家专项计划', plan_type: '国家专项' },
      { major_name: '第V16组(高校专项)', plan_type: '高校专项' },
      { major_name: '计算机科学与技术(国家专项)', plan_type: '国家专项' },
    ]
    expect(matchUnits(rows, readPlanWords('某林业大学国专最低分'))).toEqual([])
    expect(matchUnits(rows, '某大学高校专项计划最低位次')).toEqual([])
    // a major named still finds its row of the plan
    expect(matchUnits(rows, '国家专项 计算机科学与技术').map((r) => r.major_name)).toEqual(['计算机科学与技术(国家专项)'])
  })
})
