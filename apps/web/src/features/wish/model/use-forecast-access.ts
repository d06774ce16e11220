import { useQuery } from '@tanstack/react-query'
import { hasGeneralAccess, isZnk } from '../../../lib/entitlements.ts'
import { studentInfoQueryOptions } from '../../../lib/session-queries.ts'
import { useSession } from '../../../lib/session-store.ts'

/** Whether the user sees probabilities in full: ZNK member group or a live package. */
export function useForecastAccess(): boolean {
  return useForecastAccessState() ?? false
}

/** The same, null while it is not known yet (signed in, account not loaded): what query scopes wait for. */
export function useForecastAccessState(): boolean | null {
  const token = useSession((s) => s.token)
  const info = useQuery({ ...studentInfoQueryOptions(), enabled: Boolean(token) }).data
  if (!info) return token ? null : false
  const hasPackage = info.PackageData.length > 0 && hasGeneralAccess({ MemberType: null, PackageData: info.PackageData }, new Date())
  return isZnk(info.MemberType) || hasPackage
}
