import type { RiasecType } from '@gk/domain'

/**
 * Holland (RIASEC) interest inventory, written for this app (no wording taken from the SDS or any
 * published adaptation). Structure follows the SDS sections (domain-rules §5.1): activities,
 * competencies, occupations (是/否) and two 1–7 self-ratings per type. Four yes/no items per type
 * per section keep the test to ~10 minutes for a 高中 student; a type's maximum is 3×4 + 2×7 = 26.
 * Changing any item means a new `version` (stored results keep the version they were scored with).
 */
export type HollandBankItem = {
  id: string
  section: 'activities' | 'competencies' | 'occupations' | 'self-ratings'
  type: RiasecType
  text: string
}

export const hollandVersion = 'holland-2026.1'

export const hollandSections = [
  { key: 'activities', name: '喜欢的活动', hint: '下面的活动，你喜欢做吗？不用考虑自己是否擅长。' },
  { key: 'competencies', name: '擅长的事', hint: '下面的事，你能做好或者做过并且做得不错吗？' },
  { key: 'occupations', name: '感兴趣的职业', hint: '下面的职业，你有兴趣了解或从事吗？' },
  { key: 'self-ratings', name: '能力自评', hint: '和同龄人相比，给自己的这项能力打分：1 分最弱，7 分最强。' },
] as const

const yesNo: Record<RiasecType, [string, string, string, string]>[] = [
  // activities
  {
    R: ['动手组装一件家具或模型', '修理坏掉的自行车或小电器', '在户外种植、照料植物', '用工具做木工或手工'],
    I: ['做一个科学小实验并记录结果', '读科普文章，弄清一个现象的原理', '解一道有挑战的数学或逻辑题', '用数据分析一个问题的原因'],
    A: ['画画、设计海报或做手账', '写小说、诗歌或随笔', '学一种乐器或参加合唱', '拍摄并剪辑一段短视频'],
    S: ['给同学讲解一道他不会的题', '参加社区或学校的志愿服务', '倾听朋友的烦恼并安慰他', '组织新同学互相认识的活动'],
    E: ['竞选班干部或社团负责人', '策划一次义卖并说服大家参与', '在辩论赛中为一方观点争取支持', '带领小组按时完成一个项目'],
    C: ['把班费收支整理成清楚的表格', '给书架或文件分类、贴标签', '按步骤核对一份名单是否有遗漏', '制定并执行一份详细的学习计划'],
  },
  // competencies
  {
    R: ['看懂说明书并装好一件设备', '使用电钻、扳手等工具', '更换灯泡、插座等简单维修', '在体育或劳动中动作协调、有力'],
    I: ['理解物理或化学中的公式推导', '设计实验验证一个猜想', '用编程或计算器解决计算问题', '发现别人论证中的漏洞'],
    A: ['写出让人印象深刻的作文', '为活动设计好看的海报或版面', '表演、朗诵或在舞台上展示自己', '提出与众不同的创意点子'],
    S: ['让紧张或难过的人平静下来', '耐心地教别人学会一件事', '调解同学之间的矛盾', '很快和陌生人聊得来'],
    E: ['在众人面前自信地发言', '说服别人接受我的方案', '为团队分工并推动进度', '谈判或砍价时争取到好结果'],
    C: ['准确、快速地录入和核对数据', '把零散资料整理得井井有条', '用表格软件做统计', '长时间专注地完成细致的工作'],
  },
  // occupations
  {
    R: ['机械工程师', '电工', '飞行员', '农业技术员'],
    I: ['科研人员', '医生', '软件工程师', '气象分析师'],
    A: ['设计师', '作家或编剧', '音乐人', '摄影师'],
    S: ['教师', '心理咨询师', '护士', '社会工作者'],
    E: ['企业经理', '律师', '销售主管', '创业者'],
    C: ['会计', '银行柜员', '档案管理员', '统计员'],
  },
]

const selfRatings: Record<RiasecType, [string, string]> = {
  R: ['动手操作与机械能力', '运动与身体协调能力'],
  I: ['科学研究与推理能力', '数学与计算能力'],
  A: ['艺术创作能力', '想象力与表达能力'],
  S: ['理解与帮助他人的能力', '教导与沟通能力'],
  E: ['领导与组织能力', '说服与销售能力'],
  C: ['办事条理与细致程度', '文书与数据处理能力'],
}

const order: RiasecType[] = ['R', 'I', 'A', 'S', 'E', 'C']
const sectionKeys = ['activities', 'competencies', 'occupations'] as const

/** Items interleave the six types inside each section so the screen never shows six R items in a row. */
function build(): HollandBankItem[] {
  const items: HollandBankItem[] = []
  sectionKeys.forEach((section, s) => {
    for (let i = 0; i < 4; i++) for (const type of order) items.push({ id: `h${s + 1}-${type}${i + 1}`, section, type, text: yesNo[s]![type][i]! })
  })
  for (let i = 0; i < 2; i++) for (const type of order) items.push({ id: `h4-${type}${i + 1}`, section: 'self-ratings', type, text: selfRatings[type][i]! })
  return items
}

export const hollandItems: readonly HollandBankItem[] = build()
