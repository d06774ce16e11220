import { paths } from '../config/paths.ts'
import { FALLBACK_PROVINCE_ID } from '../features/lookup/utils/lookup-params.ts'
import { callEarly } from '../lib/api-client.ts'
import { sessionStore } from '../lib/session-store.ts'
import { storage } from '../lib/storage.ts'

/**
 * The first calls of the pages opened most often from a link, started with the app (in parallel with
 * the page's code) instead of after it: on a slow link each step of "code, then profile, then batch,
 * then list" costs a round trip before anything is drawn. The bodies are exactly the ones the pages
 * send, so the page's own call picks the answer up (`callEarly`); a guess that does not match (another
 * batch, another province) only costs the one request.
 */
export function startFirstPageCalls(path: string, query: URLSearchParams): void {
  const session = sessionStore.get()
  if (path === paths.collegeFirst) {
    if (!session.token) return
    callEarly('User/SysUserConfig', {})
    callEarly('Wish/NewExamBatchList', {})
    const batchId = storage.get('TBInfo')?.BatchId
    if (batchId) {
      callEarly('Wish/SchoolFirstListForecast', { BatchId: batchId, PageIndex: 1, PageSize: 20 })
      callEarly('Wish/SchoolFirstStatForecast', { BatchId: batchId })
    }
  } else if (path === paths.schoolDetail) {
    const schoolId = query.get('id') ?? ''
    if (schoolId.length !== 10) return
    // the province the page starts with: the user's exam province, else the one chosen on this device, else the fallback
    const provinceId = session.userInfo?.ExamProvinceId ?? session.provinceID ?? FALLBACK_PROVINCE_ID
    callEarly('School/SchoolInfo', { SchoolId: schoolId })
    callEarly('School/SchoolEnrollmentPlan', { SchoolId: schoolId, ProvinceId: provinceId, PageIndex: 1, PageSize: 20 })
    callEarly('School/SchoolSelectExam', { SchoolId: schoolId, ProvinceId: provinceId })
    callEarly('School/SchoolConstitutionList', { SchoolId: schoolId })
    callEarly('School/SchoolEnrollment', { SchoolId: schoolId, ProvinceId: provinceId, IncludeSpecial: true })
  }
}
