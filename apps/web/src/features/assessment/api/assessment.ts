import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AssessmentKind, Submission } from '@gk/contract'
import { endpointKey } from '@gk/client'
import { callApi } from '../../../lib/api-client.ts'
import { apiQuery } from '../../../lib/queries.ts'
import { useSession } from '../../../lib/session-store.ts'

const listCall = { holland: 'Career/HollandQuestionList', mbti: 'Career/MBTIQuestionList', personality: 'Career/PersonalityQuestionList' } as const
const submitCall = { holland: 'Career/HollandTest', mbti: 'Career/MBTITest', personality: 'Career/PersonalityTest' } as const

/** The item bank of one assessment (public; kept for the session). */
export const useQuestionList = (kind: AssessmentKind) => useQuery({ ...apiQuery(listCall[kind], {}), staleTime: Infinity })

export function useSubmitTest(kind: AssessmentKind) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (sheet: Submission) => callApi(submitCall[kind], sheet, { loading: true }),
    onSuccess: () => void client.invalidateQueries({ queryKey: endpointKey('User/TestList') }),
  })
}

export function useTestList() {
  const token = useSession((s) => s.token)
  return useQuery({ ...apiQuery('User/TestList', {}), enabled: Boolean(token) })
}

const idInput = (testId: number) => (testId > 0 ? { TestId: testId } : {})

export const useHollandReport = (testId: number, enabled: boolean) => useQuery({ ...apiQuery('User/TestHollandInfo', idInput(testId)), enabled, retry: false })
export const useMbtiReport = (testId: number, enabled: boolean) => useQuery({ ...apiQuery('User/TestMBTIInfo', idInput(testId)), enabled, retry: false })
export const usePersonalityReport = (testId: number, enabled: boolean) =>
  useQuery({ ...apiQuery('User/TestPersonalityInfo', idInput(testId)), enabled, retry: false })
