import { useSearchParams } from 'react-router'
import type { TargetFilter } from '../../../features/career/api/select-exam.ts'
import { chosenProvince, splitNames } from '../../../features/career/utils/chosen-province.ts'
import { useSession } from '../../../lib/session-store.ts'

/** Province (explicit choice, else the student's exam province) and target filter from the query. */
export function useSelectExamQuery(): { provinceId: number; filter: TargetFilter; search: URLSearchParams } {
  const [search] = useSearchParams()
  const student = useSession((s) => s.userInfo?.ExamProvinceId ?? s.provinceID)
  return {
    provinceId: chosenProvince(student),
    filter: { InstitutionNames: splitNames(search.get('colleges')), MajorNames: splitNames(search.get('majors')) },
    search,
  }
}
