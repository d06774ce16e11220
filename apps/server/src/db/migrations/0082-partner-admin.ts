/** Console editing of partners: a note on agents, and who handled an enquiry with what note. */
export const up = /* sql */ `
ALTER TABLE agents ADD COLUMN IF NOT EXISTS note text NOT NULL DEFAULT '';
ALTER TABLE cooperation_enquiries ADD COLUMN IF NOT EXISTS handled_note text NOT NULL DEFAULT '';
`
