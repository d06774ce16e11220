import { describe, expect, it } from 'vitest'
import { guangxiRequirement, readGuangxiPlan } from './guangxi-plan.ts'
import { csv, testCtx, typed } from './test-context.ts'

const HEAD =
  'year,subjectType,batchName,schoolCode,schoolName,schoolTotalPlan,schoolLocation,consultPhone,majorGroupCode,majorGroupPlan,firstSubject,secondSubject,majorCode,majorName,planCount,durationYears,tuitionPerYear,campus,remarks,pdfPage,bookPage'
const LINES = `${HEAD}
2026,物理类,本科提前批其他三类,10001,北京大学,,北京市,010-62751407,601,,物理,不限,004,体育教育,以高校公布计划为准,4,5000,,"高水平运动队,4年,5000元/年",115,67
2026,物理类,本科普通批,10001,北京大学,,北京市,010-62751407,102,21,物理,化学,021,工科试验班类,2,4,5000,,"4 年,5000 元/年,包含专业:理论与应用力学、工程力学、能源与环境系统工程、航空航天工程、生物医学工程、材料科学与工程",123,75
2026,物理类,本科普通批,10006,北京航空航天大学,51,北京市,010-83429695,306,3,物理,化学 + 生物,012,工科试验班类(中外合作办学，中法未来科技试验班),3,4,50000,,4年，50000元/年，在杭州办学，包含专业：计算机科学与技术、微电子科学与工程、生物医学工程、材料科学与工程、航空航天工程，中外合作办学，与法国国立应用科学学院联合培养，本科阶段不可转入北京市各校区设立的学院学习,127,79`

describe('广西 2026 plan book (guangxi-gaokao-2026)', () => {
  it('joins the two subject columns into one requirement, whatever the spacing', () => {
    expect(guangxiRequirement('物理', '化学 + 生物')).toBe('首选物理，再选化学+生物')
    expect(guangxiRequirement('历史', '不')).toBe('首选历史，再选不限')
    expect(guangxiRequirement('', '')).toBeNull()
  })

  it('keeps label-only seat counts empty; notes hold the label, the remark without the fee already in columns, and the PDF page', () => {
    const rows = readGuangxiPlan(csv(LINES), testCtx())
    expect(rows.map((r) => r.plan_count)).toEqual([null, 2, 3])
    expect(rows[0]?.notes).toBe('以高校公布计划为准；高水平运动队,4年,5000元/年；PDF p.115')
    expect(rows[1]?.notes).toBe('包含专业:理论与应用力学、工程力学、能源与环境系统工程、航空航天工程、生物医学工程、材料科学与工程；PDF p.123')
    // Long remarks are cut; the PDF page points to the rest.
    expect(String(rows[2]?.notes)).toMatch(/^在杭州办学，包含专业.{40,}…；PDF p\.127$/)
    expect(rows[2]).toMatchObject({ level: '本科', major_group: '306', provincial_code: '10006', requirement_text: '首选物理，再选化学+生物', tuition: 50000 })
    expect(rows[2]?.subject_requirement).toEqual({ first: 'physics', allOf: ['chemistry', 'biology'], anyOf: [] })
    // 提前批 高水平运动队 is a special type; the list of member majors does not make an ordinary group special.
    expect(typed(rows).map((r) => r.plan_type)).toEqual(['特殊类型', '普通类', '中外合作'])
  })

  it('reads a free programme (免费, 免收学费, 军队承担) as tuition 0 and a fee it cannot read as unknown (ADR 170)', () => {
    const rows = readGuangxiPlan(
      csv(`${HEAD}
2026,物理类,本科普通批,10001,北京大学,,北京市,,101,16,物理,化学,004,植物保护,2,4,免费,,"4 年, 免费",135,87
2026,物理类,本科普通批,10001,北京大学,,北京市,,101,16,物理,化学,005,农学,2,4,免收学费,,,135,87
2026,物理类,本科提前批,10001,北京大学,,北京市,,101,16,物理,化学,006,指挥,2,4,军队承担,,,135,87
2026,物理类,本科普通批,10001,北京大学,,北京市,,101,16,物理,化学,007,金融,2,4,待定,,,135,87
2026,物理类,本科普通批,10001,北京大学,,北京市,,101,16,物理,化学,008,金融,2,4,5.5万/(年·生),,,135,87`),
      testCtx(),
    )
    expect(rows.map((r) => r.tuition)).toEqual([0, 0, 0, null, null])
  })
})
