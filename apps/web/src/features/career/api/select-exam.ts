import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { Input } from '@gk/contract'
import { apiQuery } from '../../../lib/queries.ts'

export type TargetFilter = { InstitutionNames: string[]; MajorNames: string[] }

export const useSelectExamList = (provinceId: number) =>
  useQuery({
    ...apiQuery('Career/SelectExamList', { ProvinceId: provinceId }),
    staleTime: Infinity,
    retry: false,
  })

export const useSelectExamStat = (input: Input<'Career/SelectExamStat'>, enabled = true) =>
  useQuery({
    ...apiQuery('Career/SelectExamStat', input),
    placeholderData: keepPreviousData,
    enabled,
    retry: false,
  })

export const useComboDetail = (provinceId: number, combo: string, filter: TargetFilter) =>
  useQuery({
    ...apiQuery('Career/SelectExamStatTotalNumber', { ProvinceId: provinceId, Combo: combo, ...filter }),
    enabled: combo !== '',
    retry: false,
  })

export const useProvinces = () => useQuery({ ...apiQuery('Public/ProvinceList', {}), staleTime: Infinity })
