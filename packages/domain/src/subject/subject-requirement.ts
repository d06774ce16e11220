import { type Subject } from '../types.ts'

/** 3+1+2 首选 requirement: physics only, history only, either, or none (3+3 and 文/理). */
export type FirstChoiceRequirement = 'physics' | 'history' | 'either' | null

/** 选科要求 in structured form: every subject in `allOf` required; at least one of `anyOf` when non-empty. */
export type SubjectRequirement = {
  readonly first: FirstChoiceRequirement
  readonly allOf: readonly Subject[]
  readonly anyOf: readonly Subject[]
  /** true when the wording was not recognised; the requirement is then treated as none and should be reviewed */
  readonly isUnrecognised?: boolean
}

/** The requirement "不提科目要求": anyone may apply. */
export const noSubjectRequirement: SubjectRequirement = { first: null, allOf: [], anyOf: [] }
