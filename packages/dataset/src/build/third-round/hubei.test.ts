import { describe, expect, it } from 'vitest'
import { readHubeiBenke, readHubeiZhuankeLines, readHubeiZhuankePlans } from './hubei.ts'
import { csv, testCtx, typed } from './test-context.ts'

const BENKE = `year,school_id,school_name,科类,类别,计划类别,院校代码,专业组编号,专业组名称,投档线,语数之和,语数最高,外语,首选科目,再选最高,再选次高,文化成绩,志愿序号,备注
2026,3,清华大学,历史科目组合,本科普通批,高校专项,A003,07,第07组,657,245,127,142,77,92,91,,2,高校专项计划
2026,1,武汉大学,物理科目组合,本科普通批,非定向,A141,02,第02组,641,,,,,,,,,
2026,1,武汉大学,物理科目组合,本科普通批,非定向,A141,09,第09组,600,,,,,,,,,中外合作办学
2026,5,湖北大学,美术与设计类,艺术本科统考批,,B001,01,第01组,530,,,,,,,,,
2026,1,武汉大学,物理科目组合,本科普通批,非定向,A141,11,第11组,,,,,,,,,,`

describe('湖北 (hb-gaokao-toudang)', () => {
  it('keeps ordinary 本科 group lines with score only; 计划类别 and 备注 give the plan type', () => {
    const { rows, skipped } = readHubeiBenke(csv(BENKE), testCtx())
    expect(typed(rows).map((r) => [r.institution_id, r.subject_type, r.major_group, r.min_score, r.min_rank, r.plan_type])).toEqual([
      ['4111010003', '历史类', '07', 657, null, '高校专项'],
      ['4142010486', '物理类', '02', 641, null, '普通类'],
      ['4142010486', '物理类', '09', 600, null, '中外合作'],
    ])
    // The art line (a composite score of another route) and the group without a line are not imported.
    expect(skipped).toBe(2)
    expect(rows[0]).toMatchObject({ provincial_code: 'A003', unit_level: 'major-group', quality: 'third-party', source_id: 'hb-gaokao-toudang' })
  })

  it('keeps a 备注 that marks a restricted group (护理类) on the group’s name, an ordinary group still (ADR 114)', () => {
    const { rows } = readHubeiBenke(
      csv(`${BENKE.split('\n')[0]}
2026,1646,武汉大学,物理科目组合,本科普通批,非定向,A141,10,第10组,573,,,,,,,,,护理类
2026,1646,武汉大学,物理科目组合,本科普通批,非定向,A141,03,第03组,576,,,,,,,,,`),
      testCtx(),
    )
    expect(typed(rows).map((r) => [r.major_group, r.major_name, r.plan_type])).toEqual([
      ['10', '第10组（护理类）', '普通类'],
      ['03', '第03组', '普通类'],
    ])
  })

  it('reads 专科 group lines with full-width group numbers and their published rank', () => {
    const rows = readHubeiZhuankeLines(
      csv(`year,school_id,school_name,科类,批次,计划类别,专业组编号,选科要求,投档线,位次,控制线
2024,zk-663,上海城建职业学院,历史类,专科批,普通类,（01）,首选历史，再选不限,372,71011,200
2025,zk-663,上海城建职业学院,物理类,专科批,中外合作办学,（12）,首选物理，再选化学,380,160000,200`),
      testCtx(),
    )
    expect(typed(rows).map((r) => [r.year, r.major_group, r.min_score, r.min_rank, r.min_rank_quality, r.plan_type])).toEqual([
      [2024, '01', 372, 71011, 'third-party', '普通类'],
      [2025, '12', 380, 160000, 'third-party', '中外合作'],
    ])
    expect(rows[1]?.subject_requirement).toEqual({ first: 'physics', allOf: ['chemistry'], anyOf: [] })
  })

  it('reads 专科 plans with 学制 written in words', () => {
    const rows = readHubeiZhuankePlans(
      csv(`year,school_id,school_name,科类,批次,计划类别,专业组编号,选科要求,组计划数合计,专业代码,专业名称,计划数,学费,学制
2026,zk-3351,上海中华职业技术学院,历史类,专科批,普通类,（01）,首选历史，再选不限,7,510204,数字媒体技术,4,25000,三年`),
      testCtx(),
    )
    expect(rows[0]).toMatchObject({
      level: '专科',
      major_group: '01',
      major_code: '510204',
      plan_count: 4,
      years: 3,
      tuition: 25000,
      institution_id: '4131013907',
    })
  })
})
