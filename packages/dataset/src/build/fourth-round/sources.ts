import { githubSourceRow } from '../third-round/sources.ts'
import type { Row } from '../write-tables.ts'

/** Source ids of the fourth and fifth rounds of raw data (SOURCES.md entries 27–31). */
export const SRC4 = {
  recommender: 'gaokao-zhiyuan-recommender',
  gaokaoPro: 'gaokao-pro',
  shixiong: 'shixiong-gaokao-2025',
  henanOcr: 'zhixiang-henan-2025',
} as const

/** Rows for the sources table; facts from SOURCES.md entries 27–31 of the raw data directory. */
export function fourthRoundSourceRows(): Row[] {
  const s = githubSourceRow
  return [
    s(
      SRC4.recommender,
      '13 省 2022–2025 专业录取 (四川/贵州/河南/安徽/江西/云南/内蒙古/甘肃/福建/陕西/辽宁/吉林/宁夏), third-party compilation',
      'ziwemumeca61-cyber/gaokao-zhiyuan-recommender',
      '8bfa9a13497577d3e77114d45bb14a86e2a80124',
      'AGPL-3.0',
      '批次 dropped by the compiler: rows are placed by the build (本科 line, school level, official lines of the school, outliers within a school; ADR 040). School rows are the minimum over the placed majors; major rows only where the name was recovered by hash. Ranks re-derived from the app tables.',
    ),
    s(
      SRC4.gaokaoPro,
      '一分一段: 内蒙古 2024/2025, 安徽 2024, 广西 2024, 甘肃 2025 物理类 (partial below 450)',
      'hamajun-tao/gaokao-pro',
      '1bfe4ff725fbaeeb914f10ccdb62c1e993ac7379',
      'MIT',
      'Copies of the exam-authority tables (mostly eol.cn reprints); 广西 2024 counts back-computed from ranks by the author; 甘肃 2025 below 450 only anchors.',
    ),
    s(
      SRC4.shixiong,
      '2025 本科批 院校专业组 投档线: 安徽, 江西, 内蒙古, 福建 (official tables, transcribed)',
      'shixiong0529/gaokao',
      'e88474e8e6c785314b37031c04fff4de23bd5d45',
      'none',
      "安徽 and 福建 are OCR (names joined by 院校代号 or cleaned of watermark characters). 江西/安徽 print each group's 位次: kept where it lies in its score's bucket of the app's 2025 一分一段 table (ADR 089), otherwise (安徽 OCR slips; 内蒙古/福建 print none) ranks derived from the app tables.",
    ),
    s(
      SRC4.henanOcr,
      '河南 2025 本科批 院校专业组 投档 (历史类 + 物理类), OCR of the official table, partial',
      'flyyang12-rgb/zhixiang_gk_pjt',
      'a3902a0cb524db130986a2d0c8590dd12af46fca',
      'none',
      'Rows between screenshots are missing (a school absent here may still have had a 投档); names joined by 河南院校代码; ranks re-derived from the app 2025 table; plan type from the group code digit.',
    ),
  ]
}
