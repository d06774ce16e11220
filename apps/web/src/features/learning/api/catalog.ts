import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import type { PageFilter } from '@gk/client'
import { apiPages, apiQuery } from '../../../lib/queries.ts'

const PAGE_SIZE = 10

export const useCourseCategories = () => useQuery(apiQuery('Career/CourseCategoryList', {}))

export const useCourseList = (filter: PageFilter<'Career/CourseInfoList'>) => useInfiniteQuery(apiPages('Career/CourseInfoList', filter, PAGE_SIZE))

export const useCatalog = (courseId: number) => useQuery({ ...apiQuery('Course/CatelogList', { CourseId: courseId }), enabled: courseId > 0 })

/** A playable item or resource; retry off so a 113 opens the member page once, not three times. */
export const useResource = (id: number) => useQuery({ ...apiQuery('Course/ResourceInfo', { ID: id }), enabled: id > 0, retry: false })

type ResourceFilter = PageFilter<'Course/ResourceList'>

export const useGrades = (track: ResourceFilter['Track']) => useQuery(apiQuery('Course/GradeList', { Track: track }))
export const useSubjects = (track: ResourceFilter['Track']) => useQuery(apiQuery('Course/SubjectList', { Track: track }))

export const useResourceList = (filter: ResourceFilter) => useInfiniteQuery(apiPages('Course/ResourceList', filter, PAGE_SIZE))

export const useResourceSearch = (filter: ResourceFilter & { Keyword: string }) =>
  useInfiniteQuery({ ...apiPages('Course/ResourceListBySearch', filter, PAGE_SIZE), enabled: filter.Keyword.trim().length > 0 })

export const useVideoCategories = () => useQuery(apiQuery('Portal/VideoCategoryList', {}))

export const useVideoList = (categoryId: number | undefined) => useInfiniteQuery(apiPages('Portal/VideoList', { CategoryId: categoryId }, PAGE_SIZE))

export const useMainVideos = () => useQuery(apiQuery('Portal/MainVideoList', { Count: 4 }))

export const useAds = (position: string) => useQuery(apiQuery('Portal/AdInfoList', { Position: position }))
