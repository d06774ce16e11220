import { HOLLAND_TYPES, type RiasecType } from '@gk/domain'

/** Report text per RIASEC type, written for this app. */
const reportTexts: Record<RiasecType, { summary: string; traits: string; environments: string }> = {
  R: {
    summary: '喜欢和实物、工具、机器或动植物打交道，愿意动手把事情做出来。',
    traits: '务实、踏实、动手能力强，说得少做得多。',
    environments: '工程现场、实验车间、农林牧渔、交通运输、体育训练等看得见成果的环境。',
  },
  I: {
    summary: '喜欢观察、思考和分析，想弄清事物的原理。',
    traits: '好奇、理性、独立，能长时间钻研一个问题。',
    environments: '实验室、研发部门、医院、数据分析与信息技术岗位。',
  },
  A: {
    summary: '喜欢用文字、图像、声音或表演表达自己，重视创意与个性。',
    traits: '想象力丰富、感受细腻、不喜欢被条条框框限制。',
    environments: '设计、传媒、文学创作、音乐舞蹈、影视与广告等自由度较高的环境。',
  },
  S: {
    summary: '喜欢与人相处，乐于教导、帮助和照顾他人。',
    traits: '友善、有耐心、善于倾听和沟通。',
    environments: '学校、医院护理、心理咨询、社会服务与公共管理等以人为中心的环境。',
  },
  E: {
    summary: '喜欢影响和带领他人，追求目标、成就与责任。',
    traits: '自信、有活力、敢于冒险，善于表达和说服。',
    environments: '企业管理、市场营销、法律、政务与创业等需要决策和沟通的环境。',
  },
  C: {
    summary: '喜欢有规则、有秩序的工作，擅长处理数据和文书。',
    traits: '细心、可靠、有条理，做事按部就班。',
    environments: '财务会计、金融、行政、档案与统计等流程清晰的环境。',
  },
}

/**
 * 专业类 → Holland code. There is no authoritative Chinese mapping (domain-rules §5.1), so this is
 * the app's editorial judgement from what each 专业类 mostly trains; reports say so.
 */
export const subCategoryHolland: Record<string, string> = {
  哲学类: 'IAS',
  经济学类: 'IEC',
  财政学类: 'CEI',
  金融学类: 'ECI',
  经济与贸易类: 'ECS',
  法学类: 'ESI',
  政治学类: 'SEI',
  社会学类: 'SIA',
  民族学类: 'ISA',
  马克思主义理论类: 'SEI',
  公安学类: 'RES',
  教育学类: 'SAE',
  体育学类: 'RSE',
  中国语言文学类: 'ASI',
  外国语言文学类: 'ASE',
  新闻传播学类: 'AES',
  历史学类: 'IAS',
  数学类: 'ICR',
  物理学类: 'IRC',
  化学类: 'IRC',
  天文学类: 'IRA',
  地理科学类: 'IRS',
  大气科学类: 'IRC',
  海洋科学类: 'IRS',
  地球物理学类: 'IRC',
  地质学类: 'RIC',
  生物科学类: 'IRS',
  心理学类: 'ISA',
  统计学类: 'ICR',
  力学类: 'IRC',
  机械类: 'RIC',
  仪器类: 'RIC',
  材料类: 'IRC',
  能源动力类: 'RIC',
  电气类: 'RIC',
  电子信息类: 'IRC',
  自动化类: 'RIC',
  计算机类: 'IRC',
  土木类: 'RIC',
  水利类: 'RIC',
  测绘类: 'RCI',
  化工与制药类: 'IRC',
  地质类: 'RIC',
  矿业类: 'RIC',
  纺织类: 'RAC',
  轻工类: 'RCA',
  交通运输类: 'RCE',
  海洋工程类: 'RIC',
  航空航天类: 'IRC',
  兵器类: 'RIC',
  核工程类: 'IRC',
  农业工程类: 'RIC',
  林业工程类: 'RIC',
  环境科学与工程类: 'IRS',
  生物医学工程类: 'IRS',
  食品科学与工程类: 'IRC',
  建筑类: 'AIR',
  安全科学与工程类: 'RCI',
  生物工程类: 'IRC',
  公安技术类: 'RIC',
  植物生产类: 'RIC',
  自然保护与环境生态类: 'RIS',
  动物生产类: 'RIC',
  动物医学类: 'IRS',
  林学类: 'RIS',
  水产类: 'RIC',
  草学类: 'RIC',
  基础医学类: 'ISR',
  临床医学类: 'ISR',
  口腔医学类: 'IRS',
  公共卫生与预防医学类: 'ISC',
  中医学类: 'ISR',
  中西医结合类: 'ISR',
  药学类: 'ICR',
  中药学类: 'ICR',
  法医学类: 'IRC',
  医学技术类: 'RIS',
  护理学类: 'SIR',
  管理科学与工程类: 'ECI',
  工商管理类: 'ECS',
  农业经济管理类: 'ECI',
  公共管理类: 'ESC',
  图书情报与档案管理类: 'CIS',
  物流管理与工程类: 'CER',
  工业工程类: 'ECR',
  电子商务类: 'ECA',
  旅游管理类: 'ESA',
  艺术学理论类: 'AIS',
  音乐与舞蹈学类: 'ASE',
  戏剧与影视学类: 'AES',
  美术学类: 'AIR',
  设计学类: 'ARI',
}

/**
 * Congruence of two Holland codes: a shared letter scores by its position in both codes
 * (3·3 for first-first down to 1·1), so 'IRC' vs 'IRC' = 14 and unrelated codes = 0.
 */
export function hollandMatch(person: string, target: string): number {
  let score = 0
  for (let i = 0; i < person.length; i++) {
    const j = target.indexOf(person[i]!)
    if (j >= 0) score += (3 - i) * (3 - j)
  }
  return score
}

/** Each type's name (the one vocabulary in @gk/domain) with its report text. */
export const hollandTypes = Object.fromEntries(HOLLAND_TYPES.map((t) => [t.code, { name: t.name, ...reportTexts[t.code] }])) as Record<
  RiasecType,
  { name: string; summary: string; traits: string; environments: string }
>
