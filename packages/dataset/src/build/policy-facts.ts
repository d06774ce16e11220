/**
 * Province rules transcribed from /work/shared/research/domain-rules.md §1.1–1.6 (table 1.3 is the
 * 2026 main-batch structure). `docYear` is the year of the quoted document; `gk` marks counts the
 * research notes label general knowledge / unverified.
 */
export type FillingMode = 'group' | 'major' | 'school'
export type PolicyFact = {
  short: string
  /** First gaokao year under the new model; null = still 文/理 in 2026. */
  reformYear: number | null
  model: '3+3' | '3+1+2' | '文理'
  mainBatch: string
  mode: FillingMode
  slots: number | null
  majorsPerSlot: number | null
  adjustment: boolean
  citation: string
  docYear: number
  gk?: boolean
  batches: string[]
  notes?: string
}

const B312 = ['本科提前批', '本科批', '高职(专科)提前批', '高职(专科)批']

export const POLICY_FACTS: readonly PolicyFact[] = [
  { short: '北京', reformYear: 2020, model: '3+3', mainBatch: '本科普通批', mode: 'group', slots: 30, majorsPerSlot: 6, adjustment: true, citation: '[EV:beijing/max_volunteers] [EV:beijing/max_majors_per_group] [EV:beijing/batch]', docYear: 2026, batches: ['本科提前批', '特殊类型招生', '本科普通批', '专科提前批', '专科普通批'] },
  { short: '天津', reformYear: 2020, model: '3+3', mainBatch: '普通本科批次 A阶段', mode: 'group', slots: 50, majorsPerSlot: 6, adjustment: true, citation: '[EV:tianjin/max_volunteers] [EV:tianjin/collection_count]', docYear: 2026, batches: ['本科提前批', '普通本科批次 A阶段', '普通本科批次 B阶段', '高职(专科)批'], notes: 'B阶段 25 groups.' },
  { short: '河北', reformYear: 2021, model: '3+1+2', mainBatch: '本科批', mode: 'major', slots: 96, majorsPerSlot: 1, adjustment: false, citation: '[EV:hebei/max_volunteers] [C:id 55084139950] [EV:hebei/batch]', docYear: 2026, batches: ['本科提前批 A段', '本科提前批 B段', '本科提前批 C段', '本科批', '专科提前批', '专科批'], notes: '1 集中 + 2 征集 rounds, each ≤96.' },
  { short: '山西', reformYear: 2025, model: '3+1+2', mainBatch: '本科批', mode: 'group', slots: 45, majorsPerSlot: 6, adjustment: true, citation: '[C:id 54700594014] [P:https://gk100.com/read_157542743.htm] (GK)', docYear: 2025, gk: true, batches: B312, notes: 'Mode confirmed; counts unverified (GK).' },
  { short: '内蒙古', reformYear: 2025, model: '3+1+2', mainBatch: '本科批', mode: 'group', slots: 45, majorsPerSlot: 12, adjustment: true, citation: '[P:http://m.jdxzz.com/gkzx/2025/0417/10337954.html]', docYear: 2025, batches: ['本科提前批 A段', '本科提前批 B段', '本科提前批 C段', '本科批', '高职(专科)提前批', '高职(专科)批'], notes: 'Third-party source; 12 majors per group is unusual.' },
  { short: '辽宁', reformYear: 2021, model: '3+1+2', mainBatch: '本科批', mode: 'major', slots: 112, majorsPerSlot: 1, adjustment: false, citation: '[EV:liaoning/max_volunteers] [EV:liaoning/batch]', docYear: 2024, batches: B312, notes: '专科批 60.' },
  { short: '吉林', reformYear: 2024, model: '3+1+2', mainBatch: '本科批', mode: 'group', slots: 50, majorsPerSlot: 6, adjustment: true, citation: '[EV:jilin/max_volunteers]', docYear: 2026, batches: ['本科提前批 A段', '本科提前批 B段', '本科批', '专科提前批', '专科批'], notes: '专科批 40; year of the 50-group change unconfirmed.' },
  { short: '黑龙江', reformYear: 2024, model: '3+1+2', mainBatch: '普通本科批', mode: 'group', slots: 40, majorsPerSlot: 6, adjustment: true, citation: '[EV:heilongjiang/max_volunteers] [EV:heilongjiang/batch]', docYear: 2024, batches: ['本科提前批', '普通本科批', '高职(专科)提前批', '高职(专科)批'], notes: '本一/本二 merged in 2024.' },
  { short: '上海', reformYear: 2017, model: '3+3', mainBatch: '本科普通批次', mode: 'group', slots: 24, majorsPerSlot: 4, adjustment: true, citation: '[EV:shanghai/max_volunteers] [EV:shanghai/max_majors_per_group] [EV:shanghai/batch]', docYear: 2025, batches: ['综合评价批次', '零志愿批次', '本科提前批次', '特殊类型批次', '本科普通批次', '专科提前批次', '专科普通批次'] },
  { short: '江苏', reformYear: 2021, model: '3+1+2', mainBatch: '本科批次', mode: 'group', slots: 40, majorsPerSlot: 6, adjustment: true, citation: '[EV:jiangsu/max_majors_per_group] [EV:jiangsu/subject_mode]', docYear: 2025, batches: ['本科提前批次', '本科批次', '专科提前批次', '专科批次'], notes: '提前批次 20 groups.' },
  { short: '浙江', reformYear: 2017, model: '3+3', mainBatch: '普通类平行录取 第一段', mode: 'major', slots: 80, majorsPerSlot: 1, adjustment: false, citation: '[EV:zhejiang/max_volunteers] [EV:zhejiang/batch]', docYear: 2026, batches: ['普通类提前录取', '普通类平行录取 第一段', '普通类平行录取 第二段'], notes: '7 选 3 incl. 技术; ≤80 per 段.' },
  { short: '安徽', reformYear: 2024, model: '3+1+2', mainBatch: '普通本科批', mode: 'group', slots: 45, majorsPerSlot: 6, adjustment: true, citation: '[EV:anhui/batch] [EV:anhui/exam_subject_total]', docYear: 2026, batches: ['本科提前批', '普通本科批', '高职(专科)提前批', '高职(专科)批'] },
  { short: '福建', reformYear: 2021, model: '3+1+2', mainBatch: '本科批', mode: 'group', slots: 50, majorsPerSlot: 6, adjustment: true, citation: '[EV:fujian/max_volunteers] [EV:fujian/batch]', docYear: 2026, batches: B312, notes: 'Earlier years 40 groups (GK).' },
  { short: '江西', reformYear: 2024, model: '3+1+2', mainBatch: '本科批次', mode: 'group', slots: 45, majorsPerSlot: 6, adjustment: true, citation: '[EV:jiangxi/collection_count] [EV:jiangxi/subject_mode]', docYear: 2024, batches: ['本科提前批次', '本科批次', '高职(专科)提前批次', '高职(专科)批次'] },
  { short: '山东', reformYear: 2020, model: '3+3', mainBatch: '普通类常规批', mode: 'major', slots: 96, majorsPerSlot: 1, adjustment: false, citation: '[EV:shandong/max_volunteers] [EV:shandong/batch] [C:id 55084139950]', docYear: 2026, batches: ['普通类提前批', '普通类常规批 第1次', '普通类常规批 第2次', '普通类常规批 第3次'] },
  { short: '河南', reformYear: 2025, model: '3+1+2', mainBatch: '普通本科批', mode: 'group', slots: 48, majorsPerSlot: 6, adjustment: true, citation: '[EV:henan/max_volunteers]', docYear: 2026, batches: ['本科提前批', '普通本科批', '高职(专科)提前批', '高职(专科)批'] },
  { short: '湖北', reformYear: 2021, model: '3+1+2', mainBatch: '本科普通批', mode: 'group', slots: 45, majorsPerSlot: 6, adjustment: true, citation: '[EV:hubei/max_volunteers] [EV:hubei/batch]', docYear: 2026, batches: ['本科提前批', '本科普通批', '专科提前批', '专科普通批'] },
  { short: '湖南', reformYear: 2021, model: '3+1+2', mainBatch: '本科批', mode: 'group', slots: 45, majorsPerSlot: 6, adjustment: true, citation: '[EV:hunan/max_volunteers] (weak) [C:id 36346995143]', docYear: 2026, batches: B312, notes: '提前批 20 groups.' },
  { short: '广东', reformYear: 2021, model: '3+1+2', mainBatch: '本科批次', mode: 'group', slots: 45, majorsPerSlot: 6, adjustment: true, citation: '[EV:guangdong/max_volunteers]', docYear: 2026, batches: ['本科提前批', '本科批次', '专科提前批', '专科批次'], notes: '专科批次 also 45.' },
  { short: '广西', reformYear: 2024, model: '3+1+2', mainBatch: '本科普通批', mode: 'group', slots: 40, majorsPerSlot: 20, adjustment: true, citation: '[EV:guangxi/max_majors_per_group] [EV:guangxi/batch]', docYear: 2026, batches: ['本科提前批', '本科普通批', '其他预科批', '高职(专科)提前批', '高职(专科)普通批'], notes: '20 majors per group as quoted; re-verify.' },
  { short: '海南', reformYear: 2020, model: '3+3', mainBatch: '本科普通批', mode: 'group', slots: 30, majorsPerSlot: 6, adjustment: true, citation: '[EV:hainan/max_volunteers] [EV:hainan/batch]', docYear: 2026, batches: ['本科批次(提前部分)', '本科普通批', '专科批次'], notes: '标准分, total 900.' },
  { short: '重庆', reformYear: 2021, model: '3+1+2', mainBatch: '本科批', mode: 'major', slots: 96, majorsPerSlot: 1, adjustment: false, citation: '[EV:chongqing/max_volunteers] [EV:chongqing/adjustment_scope]', docYear: 2025, batches: B312 },
  { short: '四川', reformYear: 2025, model: '3+1+2', mainBatch: '本科批次 B段', mode: 'group', slots: 45, majorsPerSlot: 6, adjustment: true, citation: '[EV:sichuan/max_volunteers] [EV:sichuan/batch]', docYear: 2026, batches: ['本科提前批', '本科批次 A段', '本科批次 B段', '专科提前批', '专科批'] },
  { short: '贵州', reformYear: 2024, model: '3+1+2', mainBatch: '本科批', mode: 'major', slots: 96, majorsPerSlot: 1, adjustment: false, citation: '[EV:guizhou/max_volunteers] [EV:guizhou/batch]', docYear: 2025, batches: B312 },
  { short: '云南', reformYear: 2025, model: '3+1+2', mainBatch: '本科批 B段', mode: 'group', slots: 40, majorsPerSlot: 10, adjustment: true, citation: '[EV:yunnan/max_volunteers] [EV:yunnan/max_majors_per_group] [EV:yunnan/subject_mode]', docYear: 2025, batches: ['本科提前批', '本科批 A段', '本科批 B段', '高职(专科)批'], notes: '+10 for 国家/地方专项, +10 民族预科.' },
  { short: '西藏', reformYear: null, model: '文理', mainBatch: '本科一批', mode: 'school', slots: 10, majorsPerSlot: 4, adjustment: true, citation: '[EV:xizang/max_majors_per_group] [EV:xizang/subject_mode] [EV:xizang/batch]', docYear: 2026, batches: ['本科提前批', '本科一批', '本科二批', '专科批', '部队生源本科批'], notes: 'Schools A–J; 专业服从调剂 only, no 院校调剂.' },
  { short: '陕西', reformYear: 2025, model: '3+1+2', mainBatch: '普通本科批', mode: 'group', slots: 45, majorsPerSlot: 6, adjustment: true, citation: '[P:https://gk100.com/read_157542743.htm]', docYear: 2025, batches: ['本科提前批', '普通本科批', '高职(专科)提前批', '高职(专科)批'], notes: 'Third-party source. 2024 (文/理): 本一/本二 each 12 院校 × 6 专业 [P:http://gkzzy.com/gaokao/sx/1034331.html].' },
  { short: '甘肃', reformYear: 2024, model: '3+1+2', mainBatch: '本科批', mode: 'group', slots: 45, majorsPerSlot: 6, adjustment: true, citation: '[EV:gansu/max_volunteers] [EV:gansu/batch] [EV:gansu/mode]', docYear: 2026, batches: B312 },
  { short: '青海', reformYear: 2025, model: '3+1+2', mainBatch: '本科批次', mode: 'major', slots: 96, majorsPerSlot: 1, adjustment: false, citation: '[EV:qinghai/max_volunteers]', docYear: 2026, batches: ['本科提前批次', '本科批次', '专科提前批次', '专科批次'] },
  { short: '宁夏', reformYear: 2025, model: '3+1+2', mainBatch: '本科批 B段', mode: 'group', slots: 45, majorsPerSlot: 6, adjustment: true, citation: '[P:https://gaokao.eol.cn/ning_xia/dongtai/202505/t20250527_2671284.shtml]', docYear: 2025, batches: ['本科提前批 A段', '本科提前批 B段', '本科批 A段', '本科批 B段', '高职(专科)提前批', '高职(专科)批'] },
  { short: '新疆', reformYear: 2027, model: '文理', mainBatch: '本科一批', mode: 'school', slots: 18, majorsPerSlot: 6, adjustment: true, citation: '[EV:xinjiang/max_volunteers] [EV:xinjiang/adjustment_scope] [EV:xinjiang/batch] [EV:xinjiang/subject_mode]', docYear: 2026, batches: ['本科提前批', '本科一批', '本科二批', '高职(专科)提前批', '高职(专科)批'], notes: '9 batches in total incl. 专项/南疆单列/对口援疆; 3+1+2 planned from 2027.' },
]

/** 赋分 summary per model (§1.6). */
export function scoreConversion(short: string, model: string): string {
  if (model === '3+1+2') return '首选物理/历史 raw; 再选 2 科 赋分 A15/B35/C35/D13/E2% → 100–86/85–71/70–56/55–41/40–30 (等比例转换)'
  if (model === '文理') return 'no 赋分 (文综/理综 300)'
  const m: Record<string, string> = {
    浙江: '选考 21 levels, 100→40 step 3',
    上海: '等级考 11 levels A+=70 … E=40, step 3',
    山东: '8 levels A…E (3/7/16/24/24/16/7/3%) → 91–100 … 21–30 (等比例转换)',
    北京: '京教计〔2018〕21号, 21 levels 100→40 step 3 (GK)',
    天津: '等级性考试, 21 levels 100→40 step 3 (GK)',
    海南: '标准分 (max 900)',
  }
  return m[short] ?? ''
}
