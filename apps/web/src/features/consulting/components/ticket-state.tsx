import type { TicketSummary } from '@gk/contract'
import './consulting.css'

/** A ticket's state in words, green once delivered, grey when refunded. */
export function TicketState({ ticket }: { ticket: Pick<TicketSummary, 'State' | 'StateName'> }) {
  const tone =
    ticket.State === 'delivered' || ticket.State === 'closed' ? ' gk-consult__state--done' : ticket.State === 'refunded' ? ' gk-consult__state--refunded' : ''
  return <span className={`gk-consult__state${tone}`}>{ticket.StateName}</span>
}
