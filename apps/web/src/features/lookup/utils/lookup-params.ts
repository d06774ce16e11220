import { useSearchParams } from 'react-router'
import { useSession } from '../../../lib/session-store.ts'

/** 河南: the default when the user has no exam province yet (the dataset's best-covered province). */
export const FALLBACK_PROVINCE_ID = 41

/** The province lookups answer for: the user's exam province, else the fallback. */
export function useUserProvinceId(): number {
  return useSession((s) => s.userInfo?.ExamProvinceId ?? s.provinceID) ?? FALLBACK_PROVINCE_ID
}

/** Reads a hash-query parameter (string, or number when parseable). */
export function useQueryParam() {
  const [search] = useSearchParams()
  return {
    text: (key: string) => search.get(key) ?? '',
    number: (key: string) => {
      const value = Number(search.get(key))
      return Number.isFinite(value) && value > 0 ? value : undefined
    },
    search,
  }
}
