import { findProvince } from '../normalize/provinces.ts'
import { batchKey, fitSubjectType, lineCategory, normalSubjectType } from '../normalize/batch.ts'
import type { SchoolMatcher } from '../normalize/school-matcher.ts'
import { subjectRequirementColumn } from '../subjects/subject-requirement-column.ts'
import { type Accumulator, batchIsVocational, noteCode, noteVocationalName, resolveSchool } from './accumulator.ts'
import { cleanMajorName } from './majors.ts'
import { exactScore, toInt, toNum, toScore, toTuition, str } from './num.ts'
import { examModel } from './provinces.ts'
import type { RankCandidate } from './rank-candidates.ts'
import { SRC } from './sources.ts'
import { planRemark } from './plan-types.ts'
import { xizangLineCategory } from './xizang-classes.ts'

type Rec = {
  year: number
  subjectType?: string
  batch?: string
  schoolName?: string
  schoolCode?: string
  dataType: string
  majorName?: string
  majorCode?: string
  majorGroup?: string
  electiveRequirement?: string
  minScore?: number
  minRank?: number
  minRankEnd?: number
  rankDerivedFromScore?: boolean
  averageScore?: number
  maxScore?: number
  planCount?: number
  admittedCount?: number
  tuition?: string
  sourceQuality?: string
  educationLevel?: string
  controlLine?: number
  schoolTags?: string[]
  controlLineKind?: string
  admissionType?: string
  admissionSubtype?: string
  sourcePlanTypeRaw?: string
  sourceRemark?: string
  planRemark?: string
  planRestrictionText?: string
  /** the candidates a row or line is for (西藏: A类考生/B类考生, 少数民族/汉族) */
  candidateCategory?: string
  candidateClass?: string
}
type Conv = {
  year: number
  subjectType: string
  score: number
  rankEnd: number
  sameRankScore?: number
  sourceQuality?: string
  sourceId?: string
  rankUsage?: string
}
export type Shard = { province: string; records: Rec[]; rankConversions: Conv[] }

const LEVEL: Record<string, string> = {
  'institution-admission': 'institution',
  'school-admission-summary': 'institution',
  'major-group-admission': 'major-group',
  'major-admission': 'major',
}
const MAIN_TYPES = ['物理类', '历史类', '综合', '理科', '文科']
const qualityOf = (q: string | undefined): 'official' | 'third-party' => (q?.startsWith('official') ? 'official' : 'third-party')

/** Splits one province shard of the main source into admissions, plans, control lines and rank-table candidates. */
export function readZhiyuanShard(shard: Shard, acc: Accumulator, matcher: SchoolMatcher, nationalCodes: Map<string, string>): void {
  const prov = findProvince(shard.province)
  if (!prov) throw new Error(`unknown province ${shard.province}`)
  const code = prov.code
  for (const r of shard.records) {
    const quality = qualityOf(r.sourceQuality)
    const model = examModel(code, r.year)
    const subjectType = fitSubjectType(normalSubjectType(r.subjectType), model)
    if (r.dataType === 'control-line') {
      const score = toInt(r.minScore)
      if (score === null || !subjectType) continue
      const text = `${r.batch ?? ''}`
      // The route of a line (普通类, 单列类, 预科 …) is in the group, name and tags, not always in the batch.
      const route = `${text} ${r.majorGroup ?? ''} ${r.majorName ?? ''} ${(r.schoolTags ?? []).join(' ')} ${r.controlLineKind ?? ''}`
      acc.controlLines.push({
        province_code: code,
        year: r.year,
        subject_type: subjectType,
        category: xizangLineCategory(code, lineCategory(route), `${route} ${r.candidateClass ?? ''}`),
        batch: text,
        batch_key: batchKey(text),
        score,
        source_id: SRC.zhiyuan,
        quality,
      })
      continue
    }
    noteRecordLine(acc, code, r, subjectType, model)
    const vocational = r.dataType === 'vocational-admission' || /专科|高职/.test(r.batch ?? '') || r.educationLevel === '专科'
    const institutionId = resolveSchool(acc, matcher, r.schoolName, SRC.zhiyuan, code, vocational ? true : batchIsVocational(r.batch))
    if (!institutionId || !subjectType) continue
    const req = str(r.electiveRequirement)
    const schoolCode = str(r.schoolCode)
    // Some records carry the national 5-digit code instead of the provincial 院校代码.
    const provincial = schoolCode && schoolCode !== nationalCodes.get(institutionId) ? schoolCode : null
    noteCode(acc, code, provincial, institutionId, r.schoolName ?? '', r.year, SRC.zhiyuan, quality)
    const majorName = str(r.majorName)
    // The source's own route labels; read by the plan-type classifier, not written out.
    const remark = planRemark(r.admissionType, r.admissionSubtype, r.sourcePlanTypeRaw, r.sourceRemark, r.planRemark, r.planRestrictionText)
    if (vocational && majorName && !/投档|录取|专业组|分数/.test(majorName)) {
      const n = cleanMajorName(majorName)
      noteVocationalName(acc, n, SRC.zhiyuan)
    }
    if (r.dataType === 'admission-plan') {
      acc.plans.push({
        province_code: code,
        year: r.year,
        subject_type: subjectType,
        batch: str(r.batch),
        level: vocational ? '专科' : '本科',
        institution_id: institutionId,
        institution_name: r.schoolName,
        provincial_code: provincial,
        major_group: str(r.majorGroup),
        major_code: str(r.majorCode),
        major_name: majorName,
        plan_count: toInt(r.planCount),
        years: null,
        tuition: toTuition(r.tuition),
        requirement_text: req,
        subject_requirement: subjectRequirementColumn(req, model),
        notes: null,
        plan_remark: remark,
        source_id: SRC.zhiyuan,
        quality,
      })
      continue
    }
    const level = LEVEL[r.dataType] ?? (majorName && !/投档线|专业组/.test(majorName) ? 'major' : 'institution')
    const rank = toInt(r.minRank) ?? toInt(r.minRankEnd)
    const rankDerived = r.rankDerivedFromScore === true || (r.minRank === undefined && r.minRankEnd !== undefined)
    acc.admissions.push({
      province_code: code,
      year: r.year,
      subject_type: subjectType,
      batch: str(r.batch),
      unit_level: level,
      institution_id: institutionId,
      institution_name: r.schoolName,
      provincial_code: provincial,
      major_group: str(r.majorGroup),
      major_code: str(r.majorCode),
      major_name: level === 'institution' ? null : majorName,
      min_score: toScore(r.minScore),
      min_score_exact: exactScore(r.minScore),
      min_rank: rank,
      min_rank_quality: rank === null ? null : rankDerived ? 'derived' : quality,
      avg_score: toNum(r.averageScore),
      max_score: toInt(r.maxScore),
      plan_count: toInt(r.planCount),
      admitted_count: toInt(r.admittedCount),
      requirement_text: req,
      subject_requirement: subjectRequirementColumn(req, model),
      plan_remark: remark,
      // build-only, read by the 西藏 class rules (xizang-classes.ts), not written out
      candidate_label: planRemark(r.candidateCategory, r.candidateClass),
      source_id: SRC.zhiyuan,
      quality,
    })
  }
  const groups = new Map<string, RankCandidate>()
  for (const c of shard.rankConversions) {
    const q = (c.sourceQuality ?? '').replace(/-top-boundary$/, '')
    // Art/sport tables are separate rankings, not the 综合 table of the province.
    if (/-art-|-sports-|special-rank/.test(q) || /special/.test(c.sourceId ?? '')) continue
    // A 征集志愿 ranking lists only the candidates left for that round (青海 2024 专科 M段: 1,544 people), not the province.
    if (isRoundRanking(c)) continue
    // e.g. Yunnan 2026 tables are labelled 文科/理科 although Yunnan moved to 物理/历史 in 2025 (SOURCES.md §1).
    const type = fitSubjectType(normalSubjectType(c.subjectType), examModel(code, c.year)) ?? c.subjectType
    if (!MAIN_TYPES.includes(type)) continue
    const key = `${c.year}|${type}|${q}`
    let g = groups.get(key)
    if (!g) {
      const quality = qualityOf(q)
      g = {
        province_code: code,
        year: c.year,
        subject_type: type,
        source_id: SRC.zhiyuan,
        quality,
        pref: (quality === 'official' ? 3 : 7) + (/vocational/.test(q) ? 1 : 0),
        label: q,
        rows: [],
      }
      groups.set(key, g)
    }
    g.rows.push({ score: c.score, count: c.sameRankScore ?? null, cumulative: c.rankEnd })
  }
  acc.rankCandidates.push(...groups.values())
}

/** True for a ranking of one admission round (征集志愿) rather than the province's 一分一段 table. */
export function isRoundRanking(c: Pick<Conv, 'sourceQuality' | 'sourceId' | 'rankUsage'>): boolean {
  return /征集|补录/.test(c.rankUsage ?? '') || /collection/.test(`${c.sourceQuality ?? ''} ${c.sourceId ?? ''}`)
}

/**
 * Admission records of the main source carry the year's 本科 line in `controlLine`, only on ordinary
 * routes. In reform years there is one merged 本科 batch; in 文/理 years the value is kept under the
 * record's own batch (本科一批/二批 only), since a merged label such as 本科普通类 mixes both lines.
 */
function noteRecordLine(acc: Accumulator, code: string, r: Rec, subjectType: string | null, model: string): void {
  const v = toInt(r.controlLine)
  const batch = r.batch ?? ''
  if (v === null || v < 100 || !subjectType || !MAIN_TYPES.includes(subjectType)) return
  if (!/本科/.test(batch) || /提前|专科|高职|特殊|艺|体|专项|预科|对口/.test(batch) || lineCategory(batch) !== '普通类') return
  const key = model === '文理' ? batchKey(batch) : 'bk'
  if (!(model === '文理' ? ['bk1', 'bk2'] : ['bk']).includes(key)) return
  const full = `${code}|${r.year}|${subjectType}|${key}`
  const counts = acc.recordLines.get(full) ?? new Map<number, number>()
  counts.set(v, (counts.get(v) ?? 0) + 1)
  acc.recordLines.set(full, counts)
}
