import { describe, expect, it } from 'vitest'
import { csv, testCtx, typed } from './test-context.ts'
import { tableCtx } from './unit-rows.ts'
import { readScoreOnlyMajors, readShandong2026, readZhejiang } from './zhiqu-majors.ts'

describe('Zhiqu 专业+院校 投档 files', () => {
  it('山东: rank only (the official table has no score); the remark in the major name gives the plan type', () => {
    const rows = readShandong2026(
      csv(`code,name,group,major,plan,admit,score,rank
A001,北京大学,,理科试验班类(理科基础类专业),,,,146
A001,北京大学,,中国语言文学类(高校专项计划),,,,681
A001,北京大学,,哲学类(高校专项计划),,,,`),
      testCtx(),
    )
    expect(typed(rows).map((r) => [r.unit_level, r.subject_type, r.min_score, r.min_rank, r.min_rank_quality, r.plan_type])).toEqual([
      ['major', '综合', null, 146, 'third-party', '普通类'],
      ['major', '综合', null, 681, 'third-party', '高校专项'],
    ])
  })

  it('浙江: keeps the unfilled units at the 一段线 without a rank', () => {
    const rows = readZhejiang(
      csv(`code,name,major_code,major,plan,score,rank
0001,浙江大学,001,人文科学试验班(中文与传播),78,666,5576
0001,浙江大学,099,某专业,2,494,`),
      2026,
      testCtx(),
    )
    expect(rows.map((r) => [r.provincial_code, r.major_code, r.min_score, r.min_rank, r.plan_count])).toEqual([
      ['0001', '001', 666, 5576, 78],
      ['0001', '099', 494, null, 2],
    ])
  })

  it('河北 历史: drops the ranks the transcriber computed, and rows without a published score', () => {
    const rows = readScoreOnlyMajors(
      csv(`code,name,group,major,plan,admit,score,rank,major_code,score_bound,rank_bound
0005,安徽财经大学(蚌埠市)[公办],,经济学,,,593,7572,01,,
0080,北京大学[公办],,文科试验班类(不限选考科目类专业),,,673,,08,,≤31；分数统计表原文“671及以上”合计31人，故未生成精确位次
1850,香港珠海学院[香港],,商学院,,,,,01,原表空白（未公布投档最低分）,`),
      '13',
      '历史类',
      testCtx(),
    )
    expect(rows.map((r) => [r.institution_id, r.major_code, r.min_score, r.min_rank])).toEqual([
      ['4134010378', '01', 593, null],
      ['4111010001', '08', 673, null],
    ])
  })

  it('河北 2026: a 院校代码 that moved to another school is no fallback; a renamed school keeps its code', () => {
    // 2025 sources tied 0540 to 河北大学 (its art line) and 2334 to 昆明艺术职业学院; in 2026 河北大学 is 0595
    const table = csv(`code,name,group,major,plan,admit,score,rank,major_code,score_bound,rank_bound
0540,哈尔滨建筑科技职业大学(哈尔滨市)[公办],,园林景观工程,,,519,41213,01,,
0595,河北大学(保定市)[公办],,护理学,,,567,,01,,
2334,大连工程学院[民办],,土木工程,,,480,,01,,
A440,山东医药大学[公办],,临床医学,,,560,,01,,`)
    const ctx = testCtx([
      ['13', '0540', '4113010075'],
      ['13', '2334', '4153012851'],
      ['13', 'A440', '4137010440'],
    ])
    const rows = readScoreOnlyMajors(table, '13', '历史类', tableCtx(ctx, table))
    expect(rows.map((r) => [r.provincial_code, r.institution_id, r.min_score])).toEqual([
      ['0595', '4113010075', 567],
      ['A440', '4137010440', 560],
    ])
  })

  it('辽宁: 边防军人子女预科班 rows stay (score below the line is allowed for them)', () => {
    const rows = readScoreOnlyMajors(
      csv(`code,name,group,major,plan,admit,score,rank,major_code,score_bound,rank_bound
1437,长春工程学院,,边防军人子女预科班,,,413,,BF,,辽宁官方未公开历史类一分一段/累计位次表；位次留空`),
      '21',
      '历史类',
      testCtx(),
    )
    expect(rows[0]).toMatchObject({ province_code: '21', institution_id: '4122011437', major_name: '边防军人子女预科班', min_score: 413, min_rank: null })
    expect(typed(rows)[0]?.plan_type).toBe('预科')
  })
})
