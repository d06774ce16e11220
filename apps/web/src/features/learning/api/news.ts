import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client.ts'
import { nextPage } from './catalog.ts'

export const useNewsCategories = () =>
  useQuery({
    queryKey: ['Portal/NewsCategoryList'],
    queryFn: () => callApi('Portal/NewsCategoryList', {}),
  })

export const useNewsList = (categoryId: number | undefined) =>
  useInfiniteQuery({
    queryKey: ['Portal/NewsList', { categoryId }],
    queryFn: ({ pageParam }) => callApi('Portal/NewsList', { CategoryId: categoryId, PageIndex: pageParam, PageSize: 10 }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  })

export const useNewsHot = () =>
  useQuery({
    queryKey: ['Portal/NewsHotList'],
    queryFn: () => callApi('Portal/NewsHotList', { Count: 5 }),
  })

export const useNewsDetail = (id: number) =>
  useQuery({
    queryKey: ['Portal/NewsDetail', { id }],
    queryFn: () => callApi('Portal/NewsDetail', { ID: id }),
    enabled: id > 0,
  })

/** Counts a read once per page visit and shows the new count. */
export function useCountNewsClick() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => callApi('Portal/NewsClickNumIncrement', { ID: id }, { quiet: true }),
    onSuccess: ({ ClickNum }, id) =>
      queryClient.setQueryData(['Portal/NewsDetail', { id }], (old: { ClickNum: number } | undefined) => (old ? { ...old, ClickNum } : old)),
  })
}
