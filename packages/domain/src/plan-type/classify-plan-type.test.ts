import { describe, expect, it } from 'vitest'
import { PLAN_TYPES, classifyPlanType, isOrdinaryPlanType, type PlanType, type PlanTypeInput } from './classify-plan-type.ts'

type Case = readonly [PlanTypeInput, PlanType]

// Wordings as they appear in the raw admission sources (batch names, 专业组 labels, school-name
// suffixes, 录取类型 remarks), one table per plan type.
const cases: Record<PlanType, readonly Case[]> = {
  普通类: [
    [{ batch: '本科批' }, '普通类'],
    [{ batch: '普通类本科批次平行志愿', majorGroup: '第一次填报/专业12/普通类/非定向' }, '普通类'],
    [{ batch: '二本及预科' }, '普通类'],
    [{ batch: '本科批', majorName: '电子信息工程(校企合作，与中兴合作)' }, '普通类'],
    [{ batch: '二本(含艺术普本)' }, '普通类'],
    [{ batch: '本科批', majorGroup: '二本及预科原始志愿' }, '普通类'],
    [{ batch: '本科一批', institutionName: '哈尔滨工业大学(威海)' }, '普通类'],
    [{ batch: '本科批', institutionName: '西北民族大学', majorGroup: '西北民族大学第3组' }, '普通类'],
    [{ batch: '本科批', institutionName: '河北科技学院(民办)' }, '普通类'],
    [{ batch: '本科批', institutionName: '定西师范高等专科学校' }, '普通类'],
    [{ batch: '本科批', majorName: '音乐学' }, '普通类'],
    [{ batch: '本科批', majorName: '数字媒体艺术' }, '普通类'],
    [{ batch: '本科批', majorName: '中国少数民族语言文学' }, '普通类'],
    [{ batch: '本科批', remark: '普通录取；医学院' }, '普通类'],
    [{ batch: '普通类高职（专科）批常规志愿' }, '普通类'],
    // issue 29: 国际 is not a cooperation marker, 双语 alone is not a 民族 marker
    [{ batch: '本科批', majorName: '汉语国际教育' }, '普通类'],
    [{ batch: '本科批', majorName: '汉语国际教育(师范类)' }, '普通类'],
    [{ batch: '本科批', majorName: '会计学（双语实验班）' }, '普通类'],
    [{ batch: '本科批', majorName: '英语(英日双语方向)' }, '普通类'],
    [{ batch: '本科批', remark: '普通录取；普通' }, '普通类'],
    // ADR 142: 农村区域发展 (120302) is a major of its own, not a rural plan (甘肃 2025 贵州财经大学 475 was typed 地方专项)
    [{ batch: '本科批', majorName: '农村区域发展' }, '普通类'],
    [{}, '普通类'],
  ],
  国家专项: [
    [{ batch: '国家专项批' }, '国家专项'],
    [{ batch: '本科批', majorGroup: '101 第3组(国家专项)' }, '国家专项'],
    [{ batch: '国家贫困专项(理)' }, '国家专项'],
    [{ batch: '第一批本科贫困理' }, '国家专项'],
    [{ batch: '本科提前批B段（国家专项计划）' }, '国家专项'],
    [{ batch: '本科普通批国专物理类' }, '国家专项'],
    [{ batch: '本科批', institutionName: '郑州大学(国家专项)' }, '国家专项'],
    [{ batch: '国家专项专项/特殊类型' }, '国家专项'],
  ],
  地方专项: [
    [{ batch: '本科批', institutionName: '深圳大学(地方专项)' }, '地方专项'],
    [{ batch: '地方专项-单设本科批' }, '地方专项'],
    [{ batch: '地方农村贫困专项(理)' }, '地方专项'],
    [{ batch: '普通类本科（农村）' }, '地方专项'],
    [{ batch: '农村专项', majorName: '农村区域发展' }, '地方专项'],
    [{ batch: '本科（苏区专项）' }, '地方专项'],
    [{ batch: '专项南单对口本二' }, '地方专项'],
    [{ batch: '南疆单列' }, '地方专项'],
    [{ batch: '重点高校招收农村和脱贫地区学生地方专项录取最低分数线' }, '地方专项'],
    [{ batch: '普通本科批物理-化学-地方专项计划' }, '地方专项'],
  ],
  高校专项: [
    [{ batch: '高校专项' }, '高校专项'],
    [{ batch: '高校专项专项/特殊类型' }, '高校专项'],
    [{ batch: '本科批', institutionName: '四川大学(高校专项)' }, '高校专项'],
  ],
  预科: [
    [{ batch: '一本预科' }, '预科'],
    [{ batch: '本科批', majorGroup: '201 第2组(少数民族预科班)(面向湘西自治州)' }, '预科'],
    [{ batch: '本科批', institutionName: '暨南大学(边防军人子女预科班)' }, '预科'],
    [{ batch: '少数民族预科班(定向)(理）' }, '预科'],
    [{ batch: '边防军人子女预科班本科预科录取最低分数线' }, '预科'],
    [{ batch: '本科批', institutionName: '昆明医科大学(医学类乡村振兴专项预科)' }, '预科'],
    [{ batch: '本科批', majorGroup: '12y1专业组(选考科目不限)预科' }, '预科'],
  ],
  民族班: [
    [{ batch: '民族班' }, '民族班'],
    [{ batch: '本科批', majorName: '法学（藏汉双语）' }, '民族班'],
    [{ batch: '本科批', majorName: '学前教育(民汉双语民族班)' }, '民族班'],
    [{ batch: '民族班（聚居）' }, '民族班'],
    [{ batch: '内高班/内地班' }, '民族班'],
    [{ batch: '新疆班(理)(单列类18)' }, '民族班'],
    [{ batch: '蒙授文' }, '民族班'],
    [{ batch: '少数民族专项' }, '民族班'],
    [{ batch: '本科批', remark: '民族/少数民族' }, '民族班'],
    [{ batch: '本科一批', majorGroup: '第一批本科互换培养计划理' }, '民族班'],
    [{ batch: '原少数民族语言授课为主本科批控制线' }, '民族班'],
    [{ batch: '高校民族语言授课专业-藏文类本科录取控制分数线' }, '民族班'],
    [{ batch: '本科一批次', majorGroup: '单列类' }, '民族班'],
    [{ batch: '一类模式本科-彝文专业' }, '民族班'],
    [{ batch: '本科批', remark: '一般统考生；民族语' }, '民族班'],
    [{ batch: '本科批', majorGroup: '区内少数民族|控制线338' }, '民族班'],
  ],
  中外合作: [
    [{ batch: '本科批（中外合作办学）' }, '中外合作'],
    [{ batch: '本科批', majorName: '汉语国际教育(中外合作办学)' }, '中外合作'],
    [{ batch: '本科批', institutionName: '宁波诺丁汉大学(中外合作办学)' }, '中外合作'],
    [{ batch: '本科批', majorGroup: '10501 第3组(中外合作办学或国际项目)' }, '中外合作'],
    [{ batch: '本科批', majorGroup: '12 物理＋化学(中外合办)' }, '中外合作'],
    [{ batch: '本科批', majorName: '计算机科学与技术(中外合作办学)' }, '中外合作'],
    [{ batch: '厦门大学马来西亚分校' }, '中外合作'],
    [{ batch: '本科批', institutionName: '厦门大学马来西亚分校' }, '中外合作'],
    [{ batch: '本科批', majorGroup: '03专业组(不限)(高校中外学分互认联合培养项目)' }, '中外合作'],
    [{ batch: '本科批', institutionName: '福建师范大学（中日合作）' }, '中外合作'],
    [{ batch: '本科批', institutionName: '长安大学（中爱合作）' }, '中外合作'],
  ],
  合作办学: [
    [{ batch: '普通类本科批（闽台合作）' }, '合作办学'],
    [{ batch: '本科批', institutionName: '福建工程学院(闽台合作)' }, '合作办学'],
    [{ batch: '本科批', majorGroup: '第3组(合作办学组)' }, '合作办学'],
    [{ batch: '本科批', institutionName: '河北工程大学(协同培养)' }, '合作办学'],
    [{ batch: '本科批', institutionName: '北京师范大学(粤港联合培养)' }, '合作办学'],
  ],
  定向: [
    [{ batch: '本科批', majorName: '临床医学(农村订单定向医学生)' }, '定向'],
    [{ batch: '定向' }, '定向'],
    [{ batch: '普通类高职（专科）批平行志愿', majorGroup: '黑龙江生态工程职业学院历史类第003组(不限)振兴龙江计划' }, '定向'],
    [{ batch: '本科批', majorGroup: '第2组(定向组)' }, '定向'],
    [{ batch: '普通类 （定向）' }, '定向'],
    [{ batch: '本科批（乡镇农技推广，连城县）' }, '定向'],
    [{ batch: '本科批', institutionName: '西藏大学(非西藏生定藏就业)' }, '定向'],
    [{ batch: '提前高职（专科）定向培养军士J31组' }, '定向'],
    [{ batch: '订单定向培养农村卫生人才本科录取最低分数线' }, '定向'],
    [{ batch: '本科批', institutionName: '昆明学院(面向昭通就业计划)' }, '定向'],
  ],
  公费师范: [
    [{ batch: '地方公费师范/优师专项' }, '公费师范'],
    [{ batch: '提前批公费师范生' }, '公费师范'],
    [{ batch: '优师计划批' }, '公费师范'],
    [{ batch: '提前批师范类(公费)(南平)' }, '公费师范'],
    [{ batch: '提前本科乡村教师' }, '公费师范'],
    [{ batch: '公费定向师范' }, '公费师范'],
  ],
  特殊类型: [
    [{ batch: '特殊类型批次' }, '特殊类型'],
    [{ batch: '综合评价' }, '特殊类型'],
    [{ batch: '本科批', remark: '综合评价录取' }, '特殊类型'],
    [{ batch: '本科批(特殊类型)' }, '特殊类型'],
    [{ batch: '强基计划' }, '特殊类型'],
    [{ batch: '高水平运动队' }, '特殊类型'],
  ],
  艺术: [
    [{ batch: '艺术类本科' }, '艺术'],
    [{ batch: '提前艺体类本科批' }, '艺术'],
    [{ batch: '艺术类本科批（中外合作办学）' }, '艺术'],
    [{ batch: '艺术类地方公费师范生' }, '艺术'],
    [{ batch: '001专业组（本科美术与设计类B段）' }, '艺术'],
    [{ batch: '本科批', institutionName: '河北师范大学(舞蹈)' }, '艺术'],
    [{ batch: '表（导）演类本科录取控制分数线' }, '艺术'],
    [{ batch: '广播电视编导类（本科）' }, '艺术'],
  ],
  体育: [
    [{ batch: '体育本科批' }, '体育'],
    [{ batch: '本科批', majorGroup: '05专业组（体育四项）' }, '体育'],
    [{ batch: '运动训练单招' }, '体育'],
  ],
  其他: [
    [{ batch: '提前录取军校批' }, '其他'],
    [{ batch: '专升本' }, '其他'],
    [{ batch: '高职分类考试对口招生专科' }, '其他'],
    [{ batch: '部队生源本科批' }, '其他'],
    [{ batch: '提前批航海类' }, '其他'],
    [{ batch: '专项计划' }, '其他'],
    // ADR 173: inter-provincial cooperation codes, filed apart and admitted far below the ordinary codes
    [{ batch: '本科批', institutionName: '内蒙古师范大学(八协计划)[公办]', majorName: '地理信息科学' }, '其他'],
    [{ batch: '普通本科批平行志愿', majorGroup: '河北金融学院历史类第002组(不限)协作计划' }, '其他'],
    [{ batch: '本科批', majorName: '会计学（八省区对等协作计划）' }, '其他'],
    [{ batch: '本科批', majorName: '法学(八区协作计划)' }, '其他'],
    [{ batch: '本科批', remark: '特殊路径' }, '其他'],
  ],
}

describe('classifyPlanType', () => {
  for (const type of PLAN_TYPES) {
    it(`recognises ${type} from the wordings the sources use`, () => {
      for (const [input, expected] of cases[type]) expect([input, classifyPlanType(input)]).toEqual([input, expected])
    })
  }

  it('never reads a plan type from a bare school name', () => {
    expect(classifyPlanType({ batch: '本科批', institutionName: '中央民族大学' })).toBe('普通类')
    expect(classifyPlanType({ batch: '本科批', institutionName: '中央美术学院' })).toBe('普通类')
    expect(classifyPlanType({ batch: '本科批', institutionName: '上海体育大学' })).toBe('普通类')
  })

  it('tells 闽台 cooperation apart from 中外合作', () => {
    expect(classifyPlanType({ batch: '普通类本科批（闽台合作）' })).not.toBe(classifyPlanType({ batch: '本科批（中外合作办学）' }))
  })

  it('marks only 普通类 as ordinary', () => {
    expect(PLAN_TYPES.filter((t) => isOrdinaryPlanType(t))).toEqual(['普通类'])
    expect(isOrdinaryPlanType(null)).toBe(true)
  })
})
