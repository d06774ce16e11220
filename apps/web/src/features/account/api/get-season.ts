import { useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client.ts'

/** The application season from the server clock and data (the calendar's target year first). */
export function useSeasonTargetYear(): number | null {
  const season = useQuery({ queryKey: ['Public/Season', null], queryFn: () => callApi('Public/Season', {}), staleTime: 3_600_000 })
  return season.data?.TargetYear ?? null
}
