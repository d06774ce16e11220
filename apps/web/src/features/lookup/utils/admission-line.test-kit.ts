import type { AdmissionLine } from '@gk/contract'

/** One ordinary 物理类 本科批 line of a year as the college page receives it; `extra` changes what a test is about. */
export const admissionLine = (Year: number, MinScore: number | null, extra: Partial<AdmissionLine> = {}): AdmissionLine => ({
  Year,
  SubjectType: '物理类',
  Batch: '本科批',
  MajorGroup: null,
  Unit: null,
  MinScore,
  MinRank: null,
  MinRankQuality: null,
  AvgScore: null,
  MaxScore: null,
  PlanCount: null,
  MinScoreQuality: null,
  PlanType: '普通类',
  Eligibility: '',
  Quality: 'official',
  Source: 's',
  ...extra,
})
