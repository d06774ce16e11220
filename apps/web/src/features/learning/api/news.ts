import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client.ts'
import { apiPages, apiQuery } from '../../../lib/queries.ts'

export const useNewsCategories = () => useQuery(apiQuery('Portal/NewsCategoryList', {}))

export const useNewsList = (categoryId: number | undefined) => useInfiniteQuery(apiPages('Portal/NewsList', { CategoryId: categoryId }, 10))

export const useNewsHot = () => useQuery(apiQuery('Portal/NewsHotList', { Count: 5 }))

export const useNewsDetail = (id: number) => useQuery({ ...apiQuery('Portal/NewsDetail', { ID: id }), enabled: id > 0 })

/** Counts a read once per page visit and shows the new count. */
export function useCountNewsClick() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => callApi('Portal/NewsClickNumIncrement', { ID: id }, { quiet: true }),
    onSuccess: ({ ClickNum }, id) =>
      queryClient.setQueryData(apiQuery('Portal/NewsDetail', { ID: id }).queryKey, (old: { ClickNum: number } | undefined) =>
        old ? { ...old, ClickNum } : old,
      ),
  })
}
