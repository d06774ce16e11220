/**
 * The operator console (decision 012): its own accounts and sessions (never the student
 * tables), and the audit log of every console write.
 */
export const up = /* sql */ `
CREATE TABLE IF NOT EXISTS console_accounts (
  id             serial PRIMARY KEY,
  username       text NOT NULL UNIQUE,
  display_name   text NOT NULL,
  role           text NOT NULL CHECK (role IN ('operator', 'expert', 'admin')),
  password_hash  text NOT NULL,
  disabled       boolean NOT NULL DEFAULT false,
  created_at     timestamptz NOT NULL,
  updated_at     timestamptz NOT NULL
);

CREATE TABLE IF NOT EXISTS console_sessions (
  id            serial PRIMARY KEY,
  account_id    integer NOT NULL REFERENCES console_accounts(id) ON DELETE CASCADE,
  token_hash    text NOT NULL UNIQUE,
  ip            text NOT NULL DEFAULT '',
  created_at    timestamptz NOT NULL,
  expires_at    timestamptz NOT NULL,
  revoked_at    timestamptz
);

CREATE TABLE IF NOT EXISTS console_audit (
  id          serial PRIMARY KEY,
  account_id  integer REFERENCES console_accounts(id) ON DELETE SET NULL,
  username    text NOT NULL,
  action      text NOT NULL,
  target      text NOT NULL DEFAULT '',
  before      jsonb,
  after       jsonb,
  at          timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS console_audit_at_idx ON console_audit(at DESC);

ALTER TABLE card_batches ADD COLUMN IF NOT EXISTS voided_at timestamptz;
`
