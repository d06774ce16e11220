import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Input } from '@gk/contract'
import { endpointKey } from '@gk/client'
import { callApi } from '../../../lib/api-client.ts'
import { apiPages, apiQuery } from '../../../lib/queries.ts'
import { useSession } from '../../../lib/session-store.ts'

export type ListKind = 'school' | 'major'
export type UnitFilterInput = Omit<Input<'Wish/SchoolFirstListForecast'>, 'PageIndex' | 'PageSize'>

/** The stored score profile (null until the candidate enters a score). */
export function useScoreProfile() {
  const token = useSession((s) => s.token)
  return useQuery({
    ...apiQuery('User/SysUserConfig', {}),
    enabled: Boolean(token),
  })
}

export function useWishProvinces() {
  return useQuery({ ...apiQuery('Wish/WishProvince', {}), staleTime: 3_600_000 })
}

export function useWishYears(provinceId: number | null) {
  return useQuery({
    ...apiQuery('Wish/WishYear', { ProvinceId: provinceId! }),
    enabled: provinceId !== null,
    staleTime: 3_600_000,
  })
}

/** One province's season: target year, newest results and table years, and the note saying so. */
export function useProvinceSeason(provinceId: number | null) {
  return useQuery({
    ...apiQuery('Public/Season', { ProvinceId: provinceId! }),
    enabled: provinceId !== null,
    staleTime: 3_600_000,
    select: (d) => d.Provinces[0] ?? null,
  })
}

export function useExamModel(provinceId: number | null, year: number | null) {
  return useQuery({
    ...apiQuery('Public/NewExamSubject', { ProvinceId: provinceId!, Year: year! }),
    enabled: provinceId !== null && year !== null,
    staleTime: 3_600_000,
  })
}

/** Saves the score profile; the answer carries the rank, shown at once. */
export function useEditScore() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: Input<'User/EditUserScore'>) => callApi('User/EditUserScore', input, { loading: true }),
    onSuccess: async () => {
      // recommendations and batches depend on the profile
      await client.invalidateQueries()
    },
  })
}

export function useFinalScore() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: Input<'User/UpdateStudentFinalScore'>) => callApi('User/UpdateStudentFinalScore', input, { loading: true }),
    onSuccess: () => client.invalidateQueries(),
  })
}

export function useManualRank() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: Input<'User/EditScoreRecordNumber'>) => callApi('User/EditScoreRecordNumber', input, { loading: true }),
    onSuccess: () => client.invalidateQueries(),
  })
}

export function useBatches(isNewExam: boolean) {
  return useQuery(apiQuery(isNewExam ? 'Wish/NewExamBatchList' : 'Wish/BatchList', {}))
}

export function useTableHead(batchId: string) {
  return useQuery({ ...apiQuery('Wish/TableHeadYear', { BatchId: batchId }), enabled: batchId !== '' })
}

const PAGE_SIZE = 20

/** College-first or major-first units, page by page; `withForecast` uses the Forecast call. */
export function useUnitList(kind: ListKind, filter: UnitFilterInput, withForecast: boolean) {
  const name =
    kind === 'school'
      ? withForecast
        ? 'Wish/SchoolFirstListForecast'
        : 'Wish/SchoolFirstList'
      : withForecast
        ? 'Wish/SpecialtyFirstListForecast'
        : 'Wish/SpecialtyFirstList'
  return useInfiniteQuery({
    ...apiPages(name, filter, PAGE_SIZE),
    getNextPageParam: (last) => (last.IsPreview || last.PageIndex * last.PageSize >= last.Total ? undefined : last.PageIndex + 1),
    enabled: filter.BatchId !== '',
    placeholderData: keepPreviousData,
  })
}

export function useUnitStat(kind: ListKind, filter: UnitFilterInput) {
  const name = kind === 'school' ? 'Wish/SchoolFirstStatForecast' : 'Wish/SpecialtyFirstStatForecast'
  const { Tier: _tier, ...rest } = filter
  return useQuery({ ...apiQuery(name, rest), enabled: filter.BatchId !== '', placeholderData: keepPreviousData })
}

/** A school's units (groups) with probabilities, or the majors inside one unit. */
export function useSchoolUnits(batchId: string, schoolId: string | null, what: 'units' | 'majors', groupCode?: string | null) {
  const name = what === 'units' ? 'Wish/NewExamSchoolScoreLineForecast' : 'Wish/SpecialtyForecast'
  return useQuery({
    ...apiQuery(name, { BatchId: batchId, SchoolId: schoolId!, ...(groupCode ? { GroupCode: groupCode } : {}) }),
    enabled: schoolId !== null,
  })
}

export function useMajorOptions(batchId: string, keyword: string) {
  return useQuery({
    ...apiQuery('Wish/SpecialtyListForecast', { BatchId: batchId, Keyword: keyword }),
    enabled: batchId !== '',
    placeholderData: keepPreviousData,
  })
}

export function useUnitSearch(batchId: string, keyword: string) {
  return useQuery({
    ...apiQuery('Wish/MySelfSearchForecast', { BatchId: batchId, Keyword: keyword, PageIndex: 1, PageSize: 30 }),
    enabled: batchId !== '' && keyword.length > 0,
    placeholderData: keepPreviousData,
  })
}

export function useDraftAnalysis(input: Input<'User/WishAnalysis'>) {
  return useQuery({
    ...apiQuery('User/WishAnalysis', input),
    enabled: input.BatchId !== '',
    placeholderData: keepPreviousData,
  })
}

export function useWishList() {
  return useQuery(apiQuery('User/WishList', {}))
}

export function useWishDetail(wishId: number | null, isGroup: boolean) {
  return useQuery({
    ...apiQuery(isGroup ? 'User/WishSpecialtyGroupDetail' : 'User/WishDetail', { WishId: wishId! }),
    enabled: wishId !== null,
  })
}

export function useSaveWish() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ isGroup, ...input }: Input<'User/WishSave'> & { isGroup: boolean }) =>
      callApi(isGroup ? 'User/WishSpecialtyGroupSave' : 'User/WishSave', input, { loading: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: endpointKey('User/WishList') }),
  })
}

export function useDeleteWish() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: Input<'User/WishDelete'>) => callApi('User/WishDelete', input, { loading: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: endpointKey('User/WishList') }),
  })
}

/** One-tap table: a whole 志愿表 generated from the profile and the preferences sheet. */
export function useAutoTable() {
  return useMutation({ mutationFn: (input: Input<'Wish/AutoTable'>) => callApi('Wish/AutoTable', input, { loading: true }) })
}
