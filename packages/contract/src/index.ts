export * from './error-codes.ts'
export * from './envelope.ts'
export * from './constants.ts'
export * from './entitlements.ts'
export * from './endpoints.ts'
export * from './groups/common.ts'
export { UserInfoSchema, PackageEntrySchema, type UserInfo } from './groups/user.ts'
export { RegionSchema, type Region } from './groups/public.ts'
export {
  CODE_PURPOSES,
  CODE_RESEND_SECONDS,
  AVATAR_MAX_BYTES,
  AVATAR_CONTENT_TYPES,
  UploadAvatarOutputSchema,
  SessionEntrySchema,
  type CodePurpose,
  type SessionEntry,
} from './groups/user-signin.ts'
export { OpenType, openTypeNames, type OpenAuthResult } from './groups/open-auth.ts'
export { TICKET_PARTNERS, type PartnerLoginResult } from './groups/user-sso.ts'
export { ProductId, ProductFrom, memberTypeNames, type Product } from './groups/product.ts'
export { CooperationTypes, type Agent } from './groups/partner.ts'
export { type OrderState } from './groups/payment.ts'
export type { Category, CourseSummary, Lesson, ResourceDetail, ResourceSummary, ResourceTrack } from './groups/course.ts'
export type { Ad, NewsDetail, NewsSummary, VideoSummary } from './groups/portal.ts'
export type { ContinueItem, LiveSession, LiveState, Notice, UnreadCount } from './groups/learning.ts'
export type { AssessmentKind, HollandReport, MbtiReport, PersonalityReport, Question, QuestionList, Submission, TestListItem } from './groups/assessment.ts'
export type { ComboStat, SelectCombo, Suggestion } from './groups/select-exam.ts'
export type { ExamModelInfo, WishProvince } from './groups/province-facts.ts'
export type { ScoreProfile } from './groups/score-profile.ts'
export { LIST_ROW_MAJORS, type Batch, type CollegeReachOut, type DataThin, type UnitListOutput, type UnitListRow, type UnitRow } from './groups/wish-unit.ts'
export type { Analysis, WishEntry, WishTableDetail } from './groups/wish-table.ts'
export type { AutoTableOutput } from './groups/wish-auto-table.ts'
export { QualitySchema, type Quality, type Provenance } from './groups/lookup-common.ts'
export { qualityLabels } from './groups/quality-labels.ts'
export type { AdmissionLine, Charter, CompareItem, LineTrack, MajorLine, PlanRow, RankRow, SchoolDetail, SchoolFilter, SchoolSummary } from './groups/school.ts'
export type { SpecialtyCollege, SpecialtySummary, SpecialtyTreeNode } from './groups/specialty.ts'
export type { OccupationSummary } from './groups/profession.ts'
export type { BatchLine, LineRankOutput } from './groups/lookup-public.ts'
export type { ProvinceSeasonInfo } from './groups/season.ts'
export * from './groups/consulting.ts'
export * from './groups/admin.ts'
export * from './groups/console-password.ts'
export * from './groups/console-names.ts'
export * from './groups/admin-reports.ts'
export * from './groups/admin-expert.ts'
export * from './groups/admin-content.ts'
export * from './groups/admin-tickets.ts'
export * from './groups/admin-sales.ts'
export * from './groups/admin-partners.ts'
export {
  AI_MESSAGE_MAX_LENGTH,
  AiChatInputSchema,
  type AiCard,
  type AiChatInput,
  type AiConversationSummary,
  type AiMessage,
  type AiQuota,
  type AiSource,
  type AiStreamEvent,
  type AiToolCall,
} from './groups/ai.ts'
