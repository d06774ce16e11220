import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Input } from '@gk/contract'
import { paths } from '../../../config/paths.ts'
import { endpointKey } from '@gk/client'
import { callApi } from '../../../lib/api-client.ts'
import { apiQuery } from '../../../lib/queries.ts'
import { useSession } from '../../../lib/session-store.ts'

export const useConsultingHome = () => useQuery(apiQuery('Consulting/Home', {}))

export function useMyTickets() {
  const token = useSession((s) => s.token)
  return useQuery({ ...apiQuery('Consulting/TicketList', {}), enabled: Boolean(token) })
}

export function useTicket(ticketId: number) {
  return useQuery({
    ...apiQuery('Consulting/TicketDetail', { TicketId: ticketId }),
    enabled: ticketId > 0,
    // the expert may answer while the page is open
    refetchInterval: 30_000,
  })
}

export function useMyTables() {
  const token = useSession((s) => s.token)
  return useQuery({ ...apiQuery('User/WishList', {}), enabled: Boolean(token) })
}

export function useParentCourse() {
  const token = useSession((s) => s.token)
  return useQuery({ ...apiQuery('Consulting/ParentCourse', {}), enabled: Boolean(token) })
}

/** Where the pay page (sandbox or gateway) sends the browser back to. */
export const ticketRoute = (ticketId: number) => `/#/${paths.expertConsulting}?ticket=${ticketId}`

/** Leaves for the pay page; the ticket opens once the payment notification reached the server. */
export function leaveToPay(order: { SandboxPayUrl: string | null; PayUrl: string | null }, back: string) {
  if (order.SandboxPayUrl) window.location.assign(`${order.SandboxPayUrl}?return=${encodeURIComponent(back)}`)
  else if (order.PayUrl) window.location.assign(`${order.PayUrl}&redirect_url=${encodeURIComponent(`${window.location.origin}${back}`)}`)
}

export const useCreateTicket = () =>
  useMutation({ mutationFn: (input: Input<'Consulting/TicketCreate'>) => callApi('Consulting/TicketCreate', input, { loading: true }) })

export const useBuyParentCourse = () =>
  useMutation({ mutationFn: (input: Input<'Consulting/ParentCourseBuy'>) => callApi('Consulting/ParentCourseBuy', input, { loading: true }) })

export function useTicketActions(ticketId: number) {
  const queryClient = useQueryClient()
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: apiQuery('Consulting/TicketDetail', { TicketId: ticketId }).queryKey })
    await queryClient.invalidateQueries({ queryKey: endpointKey('Consulting/TicketList') })
  }
  return {
    message: useMutation({
      mutationFn: (body: string) => callApi('Consulting/TicketMessage', { TicketId: ticketId, Body: body }, { loading: true }),
      onSuccess: refresh,
    }),
    close: useMutation({ mutationFn: () => callApi('Consulting/TicketClose', { TicketId: ticketId }, { loading: true }), onSuccess: refresh }),
  }
}
