import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Input } from '@gk/contract'
import { callApi } from '../../../lib/api-client.ts'
import { useSession } from '../../../lib/session-store.ts'

export const useProducts = () =>
  useQuery({ queryKey: ['Product/SelOnlinePackageProductList'], queryFn: () => callApi('Product/SelOnlinePackageProductList', {}) })

/** What the signed-in user owns and until when; idle while signed out. */
export function useMyMembership() {
  const token = useSession((s) => s.token)
  return useQuery({ queryKey: ['Product/MyMembership'], queryFn: () => callApi('Product/MyMembership', {}), enabled: Boolean(token) })
}

/** Final price after an optional recommend code; failures (unknown code, owned tier) are shown by the request layer. */
export function usePaymentPrice(productId: number, recommendCode: string) {
  const token = useSession((s) => s.token)
  return useQuery({
    queryKey: ['Payment/PaymentPrice', { productId, recommendCode }],
    queryFn: () => callApi('Payment/PaymentPrice', { ProductId: productId, ...(recommendCode ? { RecommendCode: recommendCode } : {}) }),
    enabled: Boolean(token) && productId > 0,
    retry: false,
  })
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
    queryKey: ['OrderPayment/PaymentStatus', { orderNo }],
    queryFn: async () => {
      const status = await callApi('OrderPayment/PaymentStatus', { OrderNo: orderNo })
      if (status.IsPaid) {
        // what the user owns changed: StudentInfo and the membership summary are stale
        await queryClient.invalidateQueries({ queryKey: ['User/StudentInfo'] })
        await queryClient.invalidateQueries({ queryKey: ['Product/MyMembership'] })
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
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['User/StudentInfo'] })
      await queryClient.invalidateQueries({ queryKey: ['Product/MyMembership'] })
    },
  })
}

export const useCheckCard = () => useMutation({ mutationFn: (card: { CardNo: string; CardPwd: string }) => callApi('User/CardCheck', card, { loading: true }) })

export function useReceiveTrial() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => callApi('User/ReceiveCard', {}, { loading: true }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['User/StudentInfo'] })
      await queryClient.invalidateQueries({ queryKey: ['Product/MyMembership'] })
    },
  })
}

export const useAgents = (provinceId: number | undefined, cityId: number | undefined) =>
  useQuery({
    queryKey: ['Portal/AgentList', { provinceId, cityId }],
    queryFn: () => callApi('Portal/AgentList', { ...(provinceId ? { ProvinceId: provinceId } : {}), ...(cityId ? { CityId: cityId } : {}) }),
  })

export const useProvinces = () => useQuery({ queryKey: ['Public/ProvinceList'], queryFn: () => callApi('Public/ProvinceList', {}), staleTime: Infinity })

export const useCities = (provinceId: number | undefined) =>
  useQuery({
    queryKey: ['Public/CityList', { provinceId }],
    queryFn: () => callApi('Public/CityList', { ProvinceId: provinceId ?? 0 }),
    enabled: Boolean(provinceId),
    staleTime: Infinity,
  })

export const useCompanyInfo = () => useQuery({ queryKey: ['Portal/CompanyInfo'], queryFn: () => callApi('Portal/CompanyInfo', {}), staleTime: Infinity })

export const useSubmitCooperation = () =>
  useMutation({ mutationFn: (form: Input<'Portal/CooperationSubmit'>) => callApi('Portal/CooperationSubmit', form, { loading: true }) })
