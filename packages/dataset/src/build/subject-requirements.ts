import type { SchoolMatcher } from '../normalize/school-matcher.ts'
import { subjectRequirementColumn } from '../subjects/subject-requirement-column.ts'
import type { RawReader } from './raw-files.ts'
import { SRC } from './sources.ts'
import type { Row } from './write-tables.ts'

/** Jiangsu 2024 选科要求 per school × 专业组 (jseea), the only group-level requirement list in the raw data. */
export function subjectRequirementRows(raw: RawReader, matcher: SchoolMatcher, ids: Set<string>): Row[] {
  type J = { collegeId: string; collegeName: string; year: number; majorName: string; subjectRequirement: string; majorGroup: string }
  return raw.json<J[]>('liuxusummer__gaokao-advisor/public/data/subjects/江苏/subjects_2024.json').map((r) => ({
    province_code: '32',
    year: r.year,
    institution_id: ids.has(r.collegeId) ? r.collegeId : (matcher.match(r.collegeName)?.id ?? null),
    institution_name: r.collegeName,
    major_group: r.majorGroup,
    majors: r.majorName,
    requirement_text: r.subjectRequirement,
    subject_requirement: subjectRequirementColumn(r.subjectRequirement, '3+1+2'),
    source_id: SRC.advisor,
    quality: 'official',
  }))
}
