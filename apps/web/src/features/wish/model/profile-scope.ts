import type { ScoreProfile } from '@gk/contract'

/**
 * What every answer of the filling journey depends on besides its own input: the candidate's province,
 * track, year, score (and 实考分 / hand-entered 位次) and subjects. It is the scope of every wish query
 * key and of the remembered batch, so a profile change can never be answered from another profile's
 * cache (ADR 045): the server already answers the new profile at once; the web app showed the old
 * province's batches and list from a key that did not name the province (batch ids like
 * `undergraduate` are shared by provinces).
 */
export function profileScope(p: ScoreProfile): string {
  return [p.ProvinceId, p.SubjectType, p.Year, p.Score, p.FinalScore ?? '', p.ManualRank ?? '', [...p.SelectSubjectList].sort().join('+')].join('|')
}

/**
 * The slot of a draft 志愿表: one batch of one province, track and year. A new score in the same
 * province keeps the table the student built; another province or track starts its own.
 */
export function draftSlotOf(p: Pick<ScoreProfile, 'ProvinceId' | 'SubjectType' | 'Year'>, batchId: string): string {
  return `${p.ProvinceId}|${p.SubjectType}|${p.Year}|${batchId}`
}

/** How a screen of the filling journey names the profile it shows: 「河南 · 2026年 · 物理类」, as the rank card does. */
export function profileTitle(p: Pick<ScoreProfile, 'ProvinceName' | 'SubjectTypeName' | 'Year'>): string {
  return `${p.ProvinceName} · ${p.Year}年 · ${p.SubjectTypeName}`
}
