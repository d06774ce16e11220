import { findProvincePolicy, provinceCodes, type ProvinceCode } from '@gk/domain'

/**
 * A 选科 verdict is of the year one applies in, under that year's model. A college's newest rows of a province may be of
 * a year before the province's reform (青海 2022: 理科 “传统理工”, 文科 “传统文史”): a 文理 row says which track was
 * admitted, no 选科 at all, so it can neither open nor close a 3+1+2 or 3+3 plan — read as one, 物化生 was “可报”
 * 天津师范大学 in 青海 on 2022's 文科 row. Such rows are set aside when the year applied for is of the new model; a row of
 * that old year written in the new model's terms (山西 2024's 湖南大学 rows: 首选物理，再选化学, published ahead of the
 * reform) still states a requirement and stays. ADR 153.
 */

/** A requirement in the new model's terms: a subject named, or 首选/再选. 传统理工, 传统文史, 理科, “\\” name none. */
const NEW_MODEL_TEXT = /首选|再选|物理|化学|生物|政治|地理|技术|历史/

export type OldModelRows = { RowsYear: number; ExamModel: string; TargetYear: number }

const policyOf = (slug: string | undefined, year: number) =>
  slug && (provinceCodes as readonly string[]).includes(slug) ? findProvincePolicy(slug as ProvinceCode, year) : undefined

/**
 * The rows that can judge a 选科 for `targetYear` (the year asked, else the season's), and what was set aside: null
 * when nothing was (a year of the same model, or rows in the new model's terms).
 */
export function rowsOfTheModel<R extends { Requirement: string; SubjectType?: string | null }>(
  rows: R[],
  rowsYear: number | null,
  slug: string | undefined,
  targetYear: number,
): { rows: R[]; old: OldModelRows | null } {
  const target = policyOf(slug, targetYear)
  if (rowsYear === null || !target || target.examModel === 'traditional') return { rows, old: null }
  const then = policyOf(slug, rowsYear)
  const oldYear = then?.examModel === 'traditional'
  const old = (r: R) => (oldYear || r.SubjectType === '理科' || r.SubjectType === '文科') && !NEW_MODEL_TEXT.test(r.Requirement)
  const kept = rows.filter((r) => !old(r))
  if (kept.length === rows.length) return { rows, old: null }
  return { rows: kept, old: { RowsYear: rowsYear, ExamModel: target.examModel, TargetYear: target.year } }
}

/** What is said when only the old model's rows were found: the year's model, and where its requirement is published. */
export function oldModelNote(school: string, province: string, old: OldModelRows): string {
  const example = old.ExamModel === '3+1+2' ? '如“首选物理，再选化学”' : '如“物理+化学”'
  return [
    `数据里${school}在${province}的选科记录只有 **${old.RowsYear}年** 的，那时${province}还是文理分科（按文科、理科招生），没有选科要求，不能用来判断现在能不能报。`,
    `${province}${old.TargetYear}年是 **${old.ExamModel} 新高考**，能不能报要看${school}${old.TargetYear}年在${province}的招生计划里按新高考公布的选科要求（${example}）；请以${province}教育考试院公布的招生计划和学校招生章程为准，我不会按旧的文理记录给出能报或不能报。`,
  ].join('\n\n')
}
