import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AssessmentKind, Submission } from '@gk/contract'
import { callApi } from '../../../lib/api-client.ts'
import { useSession } from '../../../lib/session-store.ts'

const listCall = { holland: 'Career/HollandQuestionList', mbti: 'Career/MBTIQuestionList', personality: 'Career/PersonalityQuestionList' } as const
const submitCall = { holland: 'Career/HollandTest', mbti: 'Career/MBTITest', personality: 'Career/PersonalityTest' } as const

/** The item bank of one assessment (public; kept for the session). */
export const useQuestionList = (kind: AssessmentKind) =>
  useQuery({ queryKey: [listCall[kind]], queryFn: () => callApi(listCall[kind], {}), staleTime: Infinity })

export function useSubmitTest(kind: AssessmentKind) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (sheet: Submission) => callApi(submitCall[kind], sheet, { loading: true }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['User/TestList'] }),
  })
}

export function useTestList() {
  const token = useSession((s) => s.token)
  return useQuery({ queryKey: ['User/TestList'], queryFn: () => callApi('User/TestList', {}), enabled: Boolean(token) })
}

const idInput = (testId: number) => (testId > 0 ? { TestId: testId } : {})

export const useHollandReport = (testId: number, enabled: boolean) =>
  useQuery({ queryKey: ['User/TestHollandInfo', { testId }], queryFn: () => callApi('User/TestHollandInfo', idInput(testId)), enabled, retry: false })
export const useMbtiReport = (testId: number, enabled: boolean) =>
  useQuery({ queryKey: ['User/TestMBTIInfo', { testId }], queryFn: () => callApi('User/TestMBTIInfo', idInput(testId)), enabled, retry: false })
export const usePersonalityReport = (testId: number, enabled: boolean) =>
  useQuery({ queryKey: ['User/TestPersonalityInfo', { testId }], queryFn: () => callApi('User/TestPersonalityInfo', idInput(testId)), enabled, retry: false })
