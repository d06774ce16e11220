import { describe, expect, it } from 'vitest'
import { csv, testCtx, typed } from './test-context.ts'
import { readGuangdong, readHeilongjiang2026, readHunan2026, readJiangsu2026, readShanghai2026, shanghaiCleanNames } from './zhiqu-groups.ts'

const sel = (rows: Record<string, unknown>[], ...cols: string[]) => rows.map((r) => cols.map((c) => r[c]))

describe('Zhiqu 院校专业组 投档 files', () => {
  it('江苏: splits the 再选 requirement from remarks whose outer brackets the transcription lost', () => {
    const rows = readJiangsu2026(
      csv(`code,name,group,major,plan,admit,score,rank
1101,南京大学,08,化学,,,685,
1113,南京中医药大学,13,不限)(中外合作办学)(泰州校区,,,515,
1113,南京中医药大学,18,化学)(泰州校区,,,555,`),
      '物理类',
      testCtx(),
    )
    expect(sel(typed(rows), 'major_group', 'major_name', 'min_score', 'min_rank', 'requirement_text', 'plan_type')).toEqual([
      ['08', '化学', 685, null, '首选物理，再选化学', '普通类'],
      ['13', '不限(中外合作办学)(泰州校区)', 515, null, '首选物理，再选不限', '中外合作'],
      ['18', '化学(泰州校区)', 555, null, '首选物理，再选化学', '普通类'],
    ])
    expect(rows[1]?.subject_requirement).toEqual({ first: 'physics', allOf: [], anyOf: [] })
  })

  it('广东: special plans marked in the school name still resolve to the school; bound-only groups are skipped', () => {
    const ctx = testCtx()
    const hist = readGuangdong(
      csv(`code,name,group,major,plan,admit,score,rank,score_bound,rank_bound
10001,北京大学,-,,24,24,,,651以上,28以内
10002,中国人民大学,201,,51,51,633,149,,
10001,北京大学(高校专项计划),201,,1,1,648,124,,`),
      '历史类',
      2022,
      ctx,
    )
    expect(
      sel(
        typed(hist),
        'institution_id',
        'institution_name',
        'major_group',
        'min_score',
        'min_rank',
        'min_rank_quality',
        'plan_count',
        'admitted_count',
        'plan_type',
      ),
    ).toEqual([
      ['4111010002', '中国人民大学', '201', 633, 149, 'third-party', 51, 51, '普通类'],
      ['4111010001', '北京大学(高校专项计划)', '201', 648, 124, 'third-party', 1, 1, '高校专项'],
    ])
    const phys = readGuangdong(
      csv(`code,name,group,plan,admit,score,rank
13684,珠海科技学院,208,1002,1002,494,175423`),
      '物理类',
      2025,
      ctx,
    )
    expect(phys[0]).toMatchObject({ year: 2025, subject_type: '物理类', provincial_code: '13684', plan_count: 1002, min_rank: 175423 })
  })

  it('广东: the label in the school name gives the plan type', () => {
    const rows = readGuangdong(
      csv(`code,name,group,plan,admit,score,rank
10004,北京交通大学(中外合作办学),204,5,5,614,19564
10560,汕头大学(地方专项),219,11,11,552,89643
10532,湖南大学(本科预科班),204,1,1,604,27098
11819,东莞理工学院(粤台联合培养),212,214,214,557,82280`),
      '物理类',
      2026,
      testCtx(),
    )
    expect(sel(typed(rows), 'institution_id', 'plan_type')).toEqual([
      ['4111010004', '中外合作'],
      ['4144010560', '地方专项'],
      ['4143010532', '预科'],
      ['4144011819', '合作办学'],
    ])
  })

  it('上海: strips the watermark character only where the clean name exists under the same code', () => {
    const text = `code,name,group,major,plan,admit,score,rank
101,复旦大学,10101,,,,,
110,教上海理工,11001,,,,546,10731
110,上海理工,11003,,,,532,14891
110,海上海理工,11004,,,,528,16087
111,上上海杉达,11101,,,,447,41104
111,上海杉达,11102,,,,450,40000`
    const clean = shanghaiCleanNames(csv(text))
    expect(clean.get('110|教上海理工')).toBe('上海理工')
    expect(clean.get('110|海上海理工')).toBe('上海理工')
    expect(clean.get('111|上上海杉达')).toBe('上海杉达')
    expect(clean.get('111|上海杉达')).toBe('上海杉达')
    // Short forms are not MOE names: the code an earlier source tied to the school resolves them.
    const rows = readShanghai2026(
      csv(text),
      testCtx([
        ['31', '110', '4131010252'],
        ['31', '111', '4131011833'],
      ]),
    )
    expect(sel(rows, 'institution_id', 'institution_name', 'major_group', 'min_score', 'min_rank')).toEqual([
      ['4131010252', '上海理工', '11001', 546, 10731],
      ['4131010252', '上海理工', '11003', 532, 14891],
      ['4131010252', '上海理工', '11004', 528, 16087],
      ['4131011833', '上海杉达', '11101', 447, 41104],
      ['4131011833', '上海杉达', '11102', 450, 40000],
    ])
  })

  it('上海: trusts a code from an earlier year only when the printed name fits the school it names', () => {
    // 2024–2025 tied 110 to 上海理工 and 101 to 复旦; in this table 101 prints 上海理工 (codes move from year to year).
    const rows = readShanghai2026(
      csv(`code,name,group,major,plan,admit,score,rank
110,教上海理工,11001,,,,546,10731
101,上海理工,10101,,,,530,15000`),
      testCtx([
        ['31', '110', '4131010252'],
        ['31', '101', '4131010246'],
      ]),
    )
    expect(sel(rows, 'institution_id', 'institution_name')).toEqual([
      ['4131010252', '教上海理工'], // a stray watermark character before a fitting name
      ['4131010252', '上海理工'], // not 复旦 by the stale code: the short-name rule reads the name
    ])
  })

  it('黑龙江: the two tracks put requirement and label in different shapes', () => {
    const hist = typed(
      readHeilongjiang2026(
        csv(`code,name,group,major,plan,admit,score,rank
1001,北京大学,005,北京大学历史类第005组(不限)国家专项计划,,,630,`),
        '历史类',
        testCtx(),
      ),
    )
    expect(hist[0]).toMatchObject({ major_group: '005', min_score: 630, min_rank: null, requirement_text: '首选历史，再选不限', plan_type: '国家专项' })
    const phys = typed(
      readHeilongjiang2026(
        csv(`code,name,group,major,plan,admit,score,rank
1001,北京大学,009,化学|国家专项计划,,,663,561
1001,北京大学,010,,,,,`),
        '物理类',
        testCtx(),
      ),
    )
    expect(phys).toHaveLength(1)
    expect(phys[0]).toMatchObject({ major_group: '009', min_score: 663, min_rank: 561, requirement_text: '首选物理，再选化学', plan_type: '国家专项' })
  })

  it('湖南: the 专项 kind comes from the group label; a score without a rank stays without one', () => {
    const rows = readHunan2026(
      csv(`code,name,group,major,plan,admit,score,rank
1101,北京大学,105,第105组,,,661,
1101,北京大学,310,第310组(国家专项),,,652,90`),
      '历史类',
      testCtx(),
    )
    expect(sel(typed(rows), 'major_group', 'min_score', 'min_rank', 'plan_type')).toEqual([
      ['105', 661, null, '普通类'],
      ['310', 652, 90, '国家专项'],
    ])
  })
})
