import { classifyPlanType, namesCooperationPlan, type PLAN_TYPES } from './classify-plan-type.ts'

/** The plan type of the ordinary route of a batch; every other type needs an eligibility. */
export const ORDINARY = '普通类'

/** What a candidate needs to use a special plan, shown with every special unit. */
export const eligibilityOf: Record<(typeof PLAN_TYPES)[number], string> = {
  普通类: '',
  国家专项: '须具备国家专项计划报考资格（脱贫县等实施区域的农村户籍与学籍，当年资格审核通过）',
  地方专项: '须具备本省地方专项计划报考资格（省定实施区域的农村户籍与学籍，资格审核通过）',
  高校专项: '须具备高校专项计划报考资格（边远、脱贫、民族等地区县以下高中的农村学生，经高校审核通过）',
  预科: '须符合预科招生条件（多为少数民族考生或边防军人子女等，按规定降分录取并先读预科）',
  民族班: '须为少数民族考生并符合民族班招生条件',
  中外合作: '中外合作办学项目：学费较高，部分有外语要求，须接受其培养与收费方式',
  合作办学: '合作办学项目（如闽台、内地与港澳合作）：学费与培养方式不同于普通类，须接受其条件',
  定向: '须签订定向就业协议，毕业后按协议到指定地区或单位就业',
  公费师范: '须签订公费师范生协议，毕业后按协议到指定地区中小学任教',
  特殊类型: '须通过高校的特殊类型招生考核（强基计划、综合评价等）',
  艺术: '须参加艺术类专业考试并合格',
  体育: '须参加体育专业考试并合格',
  其他: '须符合该计划的专门报考条件（见当年招生章程）',
}

/**
 * A cooperation code typed 普通类 by a dataset built before the classifier knew it (ADR 173): the wording decides. Only
 * that wording reopens an ordinary column, so the pipeline's other readings (remarks the row no longer carries) stand.
 */
function cooperationWording(r: { batch: string | null; major_group: string | null; institution_name?: string | null; major_name: string | null }): boolean {
  return namesCooperationPlan(r.major_group) || namesCooperationPlan(r.institution_name) || namesCooperationPlan(r.major_name) || namesCooperationPlan(r.batch)
}

/**
 * A row's plan type: the dataset's column when present, else read from its wording by the same classifier. A column
 * that only says 其他 (江西 2025 lists 「第571组(地方专项)」 as 其他) gives way to a wording that names the route: the
 * row is still not ordinary either way, but its eligibility and the question 「地方专项线」 need the route's own name. A
 * column that says 普通类 stands unless the wording names a cooperation code.
 */
export function planTypeOfRow(r: {
  plan_type?: string | null
  batch: string | null
  major_group: string | null
  institution_name?: string | null
  major_name: string | null
}): string {
  if (r.plan_type === ORDINARY && !cooperationWording(r)) return ORDINARY
  if (r.plan_type && r.plan_type !== '其他' && r.plan_type !== ORDINARY) return r.plan_type
  const read = classifyPlanType({ batch: r.batch, majorGroup: r.major_group, institutionName: r.institution_name ?? null, majorName: r.major_name })
  return r.plan_type && read === '普通类' ? r.plan_type : read
}
