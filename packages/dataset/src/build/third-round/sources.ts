import type { Row } from '../write-tables.ts'

/** Source ids of the third round of raw data (2026 results, 2026 plans, more 一分一段 tables). */
export const SRC3 = {
  hubei: 'hb-gaokao-toudang',
  guangxi: 'guangxi-gaokao-2026',
  zhiqu: 'zhiqu',
  volunteer: 'gaokao-volunteer-v2',
} as const

/** One row of the sources table for a GitHub repository at a commit (the later rounds' sources all are). */
export const githubSourceRow = (id: string, name: string, repo: string, commit: string, licence: string, notes: string): Row => ({
  id,
  name,
  repo,
  commit,
  licence,
  url: `https://github.com/${repo}`,
  notes,
})

/** Rows for the sources table; facts from SOURCES.md (entries 22–26) of the raw data directory. */
export function thirdRoundSourceRows(): Row[] {
  const s = githubSourceRow
  return [
    s(
      SRC3.hubei,
      '湖北 2026 本科投档线 (院校专业组) + 2026 专科计划 + 2024–2025 专科专业组投档线',
      '1052666/hb-gaokao-toudang',
      '43fe0e7ffd6fcb8aece72c126553886c9e4ff79a',
      'none',
      "本科 lines transcribed by 武汉本地宝 from the 湖北省教育考试院 tables (score only; ranks derived from the app's 2026 table); 专科 plans and lines from 阳光高考/EOL.",
    ),
    s(
      SRC3.guangxi,
      '广西 2026 招生计划 (《广西高考指南招生计划篇》 full book)',
      'Linear27/guangxi-gaokao-2026',
      'fc62a66f0f6e9833f23acc11b90a38fabe75aa49',
      'none',
      'Transcribed from the official plan book PDF; notes keep the PDF page. ~600 rows carry a label instead of a seat number (plan_count empty).',
    ),
    s(
      SRC3.zhiqu,
      '2026 投档 (山东/广东/浙江/上海/江苏/湖南/黑龙江/河北历史/辽宁), 广东 2022–2025 专业组投档, 一分一段 (江苏/广东/山东/湖北/湖南/黑龙江/福建)',
      'WJSGZZ/Zhiqu',
      '1b3a1a6383fb80f0b5b064150d571e0f5929eafe',
      'MIT',
      "Re-typed from the repository index at per-file commits; third-party transcription of official tables. 江苏 rows labelled 插值 (interpolated) are dropped; 河北 ranks computed by the repo author are replaced by ranks derived from the app's own table.",
    ),
    s(
      SRC3.volunteer,
      '江西 2024, 陕西 2024/2025 一分一段',
      'immaotianyi/gaokao-volunteer-v2',
      '4843e922d2707cc85ee90af9bd058f41d51084aa',
      'MIT',
      'Crawled from the exam-authority PDFs by the repo author. 陕西 2024 was still 文/理: its 物理类/历史类 labels are stored as 理科/文科.',
    ),
  ]
}
