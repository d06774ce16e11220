import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Input, Output, ScoreProfile } from '@gk/contract'
import { endpointKey } from '@gk/client'
import { callApi } from '../../../lib/api-client.ts'
import { apiPages, apiQuery } from '../../../lib/queries.ts'
import { useSession } from '../../../lib/session-store.ts'
import { profileScope } from '../model/profile-scope.ts'
import { useForecastAccessState } from '../model/use-forecast-access.ts'

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

/**
 * The scope of every query derived from the profile (ADR 045): the profile and the entitlement (a card
 * activated changes what the answers hold). Null while either is unknown: such queries wait rather
 * than answer from a key that could belong to another province or to the free tier.
 */
export function useProfileScope(): string | null {
  const profile = useScoreProfile().data?.ScoreProfile
  const member = useForecastAccessState()
  return profile && member !== null ? `${profileScope(profile)}|${member ? 'member' : 'free'}` : null
}

/** After a profile change: the new profile at once (its scope keys the next screens), then everything else refetched. */
function useProfileSaved() {
  const client = useQueryClient()
  return async (profile: ScoreProfile) => {
    client.setQueryData(endpointKey('User/SysUserConfig', {}), (old: Output<'User/SysUserConfig'> | undefined) => ({
      RiskAppetites: old?.RiskAppetites ?? [],
      ScoreProfile: profile,
    }))
    await client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'User/SysUserConfig' })
  }
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
  const saved = useProfileSaved()
  return useMutation({
    mutationFn: (input: Input<'User/EditUserScore'>) => callApi('User/EditUserScore', input, { loading: true }),
    onSuccess: saved,
  })
}

export function useFinalScore() {
  const saved = useProfileSaved()
  return useMutation({
    mutationFn: (input: Input<'User/UpdateStudentFinalScore'>) => callApi('User/UpdateStudentFinalScore', input, { loading: true }),
    onSuccess: saved,
  })
}

export function useManualRank() {
  const saved = useProfileSaved()
  return useMutation({
    mutationFn: (input: Input<'User/EditScoreRecordNumber'>) => callApi('User/EditScoreRecordNumber', input, { loading: true }),
    onSuccess: saved,
  })
}

export function useBatches(isNewExam: boolean) {
  const scope = useProfileScope()
  return useQuery({ ...apiQuery(isNewExam ? 'Wish/NewExamBatchList' : 'Wish/BatchList', {}, scope), enabled: scope !== null })
}

export function useTableHead(batchId: string) {
  const scope = useProfileScope()
  return useQuery({ ...apiQuery('Wish/TableHeadYear', { BatchId: batchId }, scope), enabled: batchId !== '' && scope !== null })
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
  const scope = useProfileScope()
  return useInfiniteQuery({
    ...apiPages(name, filter, PAGE_SIZE, scope),
    getNextPageParam: (last) => (last.PageIndex * last.PageSize >= last.Total ? undefined : last.PageIndex + 1),
    enabled: filter.BatchId !== '' && scope !== null,
    // the previous filter's rows while the next loads, never another profile's
    placeholderData: (previous, query) => (query?.queryKey[2] === scope ? previous : undefined),
  })
}

export function useUnitStat(kind: ListKind, filter: UnitFilterInput) {
  const name = kind === 'school' ? 'Wish/SchoolFirstStatForecast' : 'Wish/SpecialtyFirstStatForecast'
  const { Tier: _tier, ...rest } = filter
  const scope = useProfileScope()
  return useQuery({
    ...apiQuery(name, rest, scope),
    enabled: filter.BatchId !== '' && scope !== null,
    placeholderData: (previous, query) => (query?.queryKey[2] === scope ? previous : undefined),
  })
}

/** A school's units (groups) with probabilities, or the majors inside one unit. */
export function useSchoolUnits(batchId: string, schoolId: string | null, what: 'units' | 'majors', groupCode?: string | null, schoolCode?: string | null) {
  const name = what === 'units' ? 'Wish/NewExamSchoolScoreLineForecast' : 'Wish/SpecialtyForecast'
  const scope = useProfileScope()
  const group = groupCode ? { GroupCode: groupCode, ...(schoolCode ? { SchoolCode: schoolCode } : {}) } : {}
  return useQuery({
    ...apiQuery(name, { BatchId: batchId, SchoolId: schoolId!, ...group }, scope),
    enabled: schoolId !== null && scope !== null,
  })
}

export function useMajorOptions(batchId: string, keyword: string) {
  const scope = useProfileScope()
  return useQuery({
    ...apiQuery('Wish/SpecialtyListForecast', { BatchId: batchId, Keyword: keyword }, scope),
    enabled: batchId !== '' && scope !== null,
    placeholderData: keepPreviousData,
  })
}

export function useUnitSearch(batchId: string, keyword: string) {
  const scope = useProfileScope()
  return useQuery({
    ...apiQuery('Wish/MySelfSearchForecast', { BatchId: batchId, Keyword: keyword, PageIndex: 1, PageSize: 30 }, scope),
    enabled: batchId !== '' && keyword.length > 0 && scope !== null,
    placeholderData: (previous, query) => (query?.queryKey[2] === scope ? previous : undefined),
  })
}

export function useDraftAnalysis(input: Input<'User/WishAnalysis'>) {
  const scope = useProfileScope()
  return useQuery({
    ...apiQuery('User/WishAnalysis', input, scope),
    enabled: input.BatchId !== '' && scope !== null,
    placeholderData: (previous, query) => (query?.queryKey[2] === scope ? previous : undefined),
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
