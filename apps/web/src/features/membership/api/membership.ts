import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { Input } from '@gk/contract'
import { endpointKey, isEndpointKey } from '@gk/client'
import { callApi } from '../../../lib/api-client.ts'
import { apiQuery } from '../../../lib/queries.ts'
import { useSession } from '../../../lib/session-store.ts'

export const useProducts = () => useQuery(apiQuery('Product/SelOnlinePackageProductList', {}))

/** What the signed-in user owns and until when; idle while signed out. */
export function useMyMembership() {
  const token = useSession((s) => s.token)
  return useQuery({ ...apiQuery('Product/MyMembership', {}), enabled: Boolean(token) })
}

/** Final price after an optional recommend code; failures (unknown code, owned tier) are shown by the request layer. */
export function usePaymentPrice(productId: number, recommendCode: string) {
  const token = useSession((s) => s.token)
  return useQuery({
    ...apiQuery('Payment/PaymentPrice', { ProductId: productId, ...(recommendCode ? { RecommendCode: recommendCode } : {}) }),
    enabled: Boolean(token) && productId > 0,
    retry: false,
  })
}

/**
 * What the user owns changed (paid, card activated, trial received). A new entitlement changes what lists,
 * tables, analyses and the assistant answer (ADR 045): the account first (the wish queries' scope names it,
 * so their next screens ask anew), then every other cached answer — except the payment status itself: it
 * calls this from its own fetch, and invalidating it there cancels that fetch and starts it again, forever
 * (the paid page never showed 支付成功).
 */
async function invalidateOwnership(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: endpointKey('User/StudentInfo') }),
    queryClient.invalidateQueries({ queryKey: endpointKey('Product/MyMembership') }),
  ])
  await queryClient.invalidateQueries({ predicate: (query) => !isEndpointKey(query.queryKey, 'OrderPayment/PaymentStatus') })
}

export type PayMethod = 'wechat_h5' | 'wechat_jsapi' | 'wechat_native' | 'alipay'
export type OrderRequest = Input<'Payment/WechatPayForH5'> & { OpenId?: string }

/** One call per method; every answer carries OrderNo and, in the sandbox, the confirm page URL. */
export async function createPayment(method: PayMethod, order: OrderRequest) {
  switch (method) {
    case 'wechat_jsapi':
      return { method, ...(await callApi('Payment/WechatPayForJSAPI', { ...order, OpenId: order.OpenId ?? '' }, { loading: true })) }
    case 'wechat_native':
      return { method, ...(await callApi('Payment/WechatNativePay', order, { loading: true })) }
    case 'alipay':
      return { method, ...(await callApi('Payment/AlipayMPPay', order, { loading: true })) }
    default:
      return { method, ...(await callApi('Payment/WechatPayForH5', order, { loading: true })) }
  }
}
export type CreatedPayment = Awaited<ReturnType<typeof createPayment>>

export const useCreatePayment = () =>
  useMutation({ mutationFn: ({ method, order }: { method: PayMethod; order: OrderRequest }) => createPayment(method, order) })

/** Polled every 2 s until the gateway confirmed the payment or the order closed. */
export function usePaymentStatus(orderNo: string) {
  const queryClient = useQueryClient()
  return useQuery({
    queryKey: apiQuery('OrderPayment/PaymentStatus', { OrderNo: orderNo }).queryKey,
    queryFn: async () => {
      const status = await callApi('OrderPayment/PaymentStatus', { OrderNo: orderNo })
      if (status.IsPaid) {
        await invalidateOwnership(queryClient)
      }
      return status
    },
    enabled: orderNo.length > 0,
    refetchInterval: (query) => {
      const state = query.state.data?.State
      return state === 'created' ? 2000 : false
    },
  })
}

export function useActivateCard() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (card: { CardNo: string; CardPwd: string }) => callApi('User/CardActivation', card, { loading: true }),
    onSuccess: () => invalidateOwnership(queryClient),
  })
}

export const useCheckCard = () => useMutation({ mutationFn: (card: { CardNo: string; CardPwd: string }) => callApi('User/CardCheck', card, { loading: true }) })

export function useReceiveTrial() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => callApi('User/ReceiveCard', {}, { loading: true }),
    onSuccess: () => invalidateOwnership(queryClient),
  })
}

export const useAgents = (provinceId: number | undefined, cityId: number | undefined) =>
  useQuery({
    ...apiQuery('Portal/AgentList', { ...(provinceId ? { ProvinceId: provinceId } : {}), ...(cityId ? { CityId: cityId } : {}) }),
  })

export const useProvinces = () => useQuery({ ...apiQuery('Public/ProvinceList', {}), staleTime: Infinity })

export const useCities = (provinceId: number | undefined) =>
  useQuery({
    ...apiQuery('Public/CityList', { ProvinceId: provinceId ?? 0 }),
    enabled: Boolean(provinceId),
    staleTime: Infinity,
  })

export const useCompanyInfo = () => useQuery({ ...apiQuery('Portal/CompanyInfo', {}), staleTime: Infinity })

export const useSubmitCooperation = () =>
  useMutation({ mutationFn: (form: Input<'Portal/CooperationSubmit'>) => callApi('Portal/CooperationSubmit', form, { loading: true }) })
