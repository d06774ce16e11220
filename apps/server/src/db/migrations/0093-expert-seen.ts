/**
 * Unread follow-ups for experts (decision 056): when the assigned expert last opened a ticket, so a
 * student's message after that instant (a follow-up after delivery above all) shows as unread in the
 * console's queue and on its navigation.
 */
export const up = /* sql */ `
ALTER TABLE consult_tickets ADD COLUMN IF NOT EXISTS expert_seen_at timestamptz;
CREATE INDEX IF NOT EXISTS consult_messages_ticket_author_idx ON consult_messages(ticket_id, author, created_at);
`
