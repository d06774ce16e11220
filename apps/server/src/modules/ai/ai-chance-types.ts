/** What the assistant's chance and list answers read of the admission_probability and wish_recommend tools' data. */
export type YearLine = { Year: number; MinScore: number | null; MinRank: number | null }
export type Row = {
  SchoolName: string
  Unit: string
  PlanType: string
  City: string
  Tags: string[]
  ProbabilityText: string | null
  Probability?: number | null
  TierName: string
  LastYear: YearLine | null
  YearBefore?: YearLine | null
  Majors: string[]
}
export type CandidateOut = {
  ProvinceName: string
  Year: number
  SubjectType: string
  Score: number | null
  Rank: number | null
  RankSource: string
  Subjects: string[]
  SubjectsAssumed: boolean
  FromProfile: boolean
  BatchName: string
  DataNote: string
  /** the list is short where the data is thin: what it lacks (also the start of DataNote) */
  DataThin: string | null
  /** not a member: tiers and lines, no chances (ADR 045) */
  MembersOnly?: boolean
  /** placed by 线差 (no rank): tiers and lines, no chances (ADR 164) */
  ByLineGap?: boolean
}
export type Recommend = {
  Candidate: CandidateOut
  Tag: string | null
  SchoolTypes: string[] | null
  Major: string | null
  Counts: { Reach: number; Match: number; Safe: number }
  Tiers: { TierName: string; Colleges: number | null; List: Row[] }[]
}
export type Chance = {
  Candidate: CandidateOut
  SchoolName: string
  TargetYear: number
  UnitCount: number
  EligibleCount: number
  SpecialPlanUnitsLeftOut: number
  ReachSummary: string
  WithinReach: Row[]
  Best: (Row & { Probability: number }) | null
  Units: (Row & { Eligible: boolean; IneligibleReasons: string[]; NoData: boolean; AskedMajor?: boolean; AskedGroup?: boolean })[]
  AboveReach?: { Count: number; MinScore: number; MaxScore: number } | null
}
