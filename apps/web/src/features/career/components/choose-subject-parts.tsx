import type { TargetFilter } from '../api/select-exam.ts'

export const filterQuery = (f: TargetFilter): Record<string, string> => ({
  ...(f.InstitutionNames.length ? { colleges: f.InstitutionNames.join(',') } : {}),
  ...(f.MajorNames.length ? { majors: f.MajorNames.join(',') } : {}),
})
