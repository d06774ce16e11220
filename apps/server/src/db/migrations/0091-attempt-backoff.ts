/**
 * Attempt back-off (ADR 043): past its free failures a back-off counter spaces attempts instead of
 * refusing them; `next_at` is the start of the next free slot.
 */
export const up = /* sql */ `
ALTER TABLE login_attempts ADD COLUMN IF NOT EXISTS next_at timestamptz;
`
