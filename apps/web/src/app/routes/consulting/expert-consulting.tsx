import { useSearchParams } from 'react-router'
import { ConsultingHomePage } from '../../../features/consulting/components/consulting-home.tsx'

export function Component() {
  const [search] = useSearchParams()
  const ticket = Number(search.get('ticket'))
  return <ConsultingHomePage ticketId={Number.isInteger(ticket) && ticket > 0 ? ticket : 0} />
}
