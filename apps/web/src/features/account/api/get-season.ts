import { useQuery } from '@tanstack/react-query'
import { apiQuery } from '../../../lib/queries.ts'

/** The application season from the server clock and data (the calendar's target year first). */
export function useSeasonTargetYear(): number | null {
  const season = useQuery({ ...apiQuery('Public/Season', {}), staleTime: 3_600_000 })
  return season.data?.TargetYear ?? null
}
