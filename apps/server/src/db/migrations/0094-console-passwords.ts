/**
 * Console passwords the account holder chooses (decision 057): an account made or reset by someone
 * else carries a one-time password that must be replaced before anything else. Accounts that exist
 * already were all given their password by an admin or the CLI, so they change it at their next
 * sign-in too (the column's default); new rows set it explicitly.
 */
export const up = /* sql */ `
ALTER TABLE console_accounts ADD COLUMN IF NOT EXISTS must_change_password boolean NOT NULL DEFAULT true;
ALTER TABLE console_accounts ADD COLUMN IF NOT EXISTS password_changed_at timestamptz;
`
