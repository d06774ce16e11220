// How a raw row is placed in a batch and a unit is the engine's rule (packages/domain, units/unit-classify.ts).
export { classifyBatch, groupCodeOf, levelOfMode, normaliseMajor, qualityRank, requirementKey, requirementOf, soleCodes } from '@gk/domain'
