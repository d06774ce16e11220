import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { Input } from '@gk/contract'
import { callApi } from '../../../lib/api-client.ts'

export type TargetFilter = { InstitutionNames: string[]; MajorNames: string[] }

export const useSelectExamList = (provinceId: number) =>
  useQuery({
    queryKey: ['Career/SelectExamList', { provinceId }],
    queryFn: () => callApi('Career/SelectExamList', { ProvinceId: provinceId }),
    staleTime: Infinity,
    retry: false,
  })

export const useSelectExamStat = (input: Input<'Career/SelectExamStat'>, enabled = true) =>
  useQuery({
    queryKey: ['Career/SelectExamStat', input],
    queryFn: () => callApi('Career/SelectExamStat', input),
    placeholderData: keepPreviousData,
    enabled,
    retry: false,
  })

export const useComboDetail = (provinceId: number, combo: string, filter: TargetFilter) =>
  useQuery({
    queryKey: ['Career/SelectExamStatTotalNumber', { provinceId, combo, filter }],
    queryFn: () => callApi('Career/SelectExamStatTotalNumber', { ProvinceId: provinceId, Combo: combo, ...filter }),
    enabled: combo !== '',
    retry: false,
  })

export const useProvinces = () => useQuery({ queryKey: ['Public/ProvinceList'], queryFn: () => callApi('Public/ProvinceList', {}), staleTime: Infinity })
