import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import type { Input } from '@gk/contract'
import { callApi } from '../../../lib/api-client.ts'

const PAGE_SIZE = 10

/** Next page index when the last page was full and more rows remain, else undefined. */
export function nextPage(last: { PageIndex: number; PageSize: number; Total: number }): number | undefined {
  return last.PageIndex * last.PageSize < last.Total ? last.PageIndex + 1 : undefined
}

export function useCourseCategories() {
  return useQuery({
    queryKey: ['Career/CourseCategoryList'],
    queryFn: () => callApi('Career/CourseCategoryList', {}),
  })
}

export function courseListOptions(filter: Omit<Input<'Career/CourseInfoList'>, 'PageIndex' | 'PageSize'>) {
  return infiniteQueryOptions({
    queryKey: ['Career/CourseInfoList', filter],
    queryFn: ({ pageParam }) => callApi('Career/CourseInfoList', { ...filter, PageIndex: pageParam, PageSize: PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  })
}
export const useCourseList = (filter: Omit<Input<'Career/CourseInfoList'>, 'PageIndex' | 'PageSize'>) => useInfiniteQuery(courseListOptions(filter))

export const catalogOptions = (courseId: number) =>
  queryOptions({
    queryKey: ['Course/CatelogList', { courseId }],
    queryFn: () => callApi('Course/CatelogList', { CourseId: courseId }),
  })
export const useCatalog = (courseId: number) => useQuery({ ...catalogOptions(courseId), enabled: courseId > 0 })

/** A playable item or resource; retry off so a 113 opens the member page once, not three times. */
export const useResource = (id: number) =>
  useQuery({
    queryKey: ['Course/ResourceInfo', { id }],
    queryFn: () => callApi('Course/ResourceInfo', { ID: id }),
    enabled: id > 0,
    retry: false,
  })

type ResourceFilter = Omit<Input<'Course/ResourceList'>, 'PageIndex' | 'PageSize'>

export const useGrades = (track: ResourceFilter['Track']) =>
  useQuery({
    queryKey: ['Course/GradeList', { track }],
    queryFn: () => callApi('Course/GradeList', { Track: track }),
  })
export const useSubjects = (track: ResourceFilter['Track']) =>
  useQuery({
    queryKey: ['Course/SubjectList', { track }],
    queryFn: () => callApi('Course/SubjectList', { Track: track }),
  })

export const useResourceList = (filter: ResourceFilter) =>
  useInfiniteQuery({
    queryKey: ['Course/ResourceList', filter],
    queryFn: ({ pageParam }) => callApi('Course/ResourceList', { ...filter, PageIndex: pageParam, PageSize: PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  })

export const useResourceSearch = (filter: ResourceFilter & { Keyword: string }) =>
  useInfiniteQuery({
    queryKey: ['Course/ResourceListBySearch', filter],
    queryFn: ({ pageParam }) =>
      callApi('Course/ResourceListBySearch', {
        ...filter,
        PageIndex: pageParam,
        PageSize: PAGE_SIZE,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: filter.Keyword.trim().length > 0,
  })

export const useVideoCategories = () =>
  useQuery({
    queryKey: ['Portal/VideoCategoryList'],
    queryFn: () => callApi('Portal/VideoCategoryList', {}),
  })

export const useVideoList = (categoryId: number | undefined) =>
  useInfiniteQuery({
    queryKey: ['Portal/VideoList', { categoryId }],
    queryFn: ({ pageParam }) =>
      callApi('Portal/VideoList', {
        CategoryId: categoryId,
        PageIndex: pageParam,
        PageSize: PAGE_SIZE,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  })

export const useMainVideos = () =>
  useQuery({
    queryKey: ['Portal/MainVideoList'],
    queryFn: () => callApi('Portal/MainVideoList', { Count: 4 }),
  })

export const useAds = (position: string) =>
  useQuery({
    queryKey: ['Portal/AdInfoList', { position }],
    queryFn: () => callApi('Portal/AdInfoList', { Position: position }),
  })
