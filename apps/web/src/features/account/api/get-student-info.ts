import { useQuery } from '@tanstack/react-query'
import { studentInfoQueryOptions } from '../../../lib/session-queries.ts'
import { useSession } from '../../../lib/session-store.ts'

/** The logged-in user's info; idle (no call) while there is no token. */
export function useStudentInfo() {
  const token = useSession((s) => s.token)
  return useQuery({ ...studentInfoQueryOptions(), enabled: Boolean(token) })
}
