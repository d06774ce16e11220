/**
 * Account trust: remember-me device credentials (hashed, single use, rotated), revocable open-id
 * handles, what each membership grant added or replaced (so a refund takes back exactly that),
 * and the agreement version an account accepted at sign-up.
 */
export const up = /* sql */ `
CREATE TABLE IF NOT EXISTS remember_tokens (
  id           serial PRIMARY KEY,
  user_id      integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  session_id   integer REFERENCES sessions(id) ON DELETE SET NULL,
  token_hash   text NOT NULL UNIQUE,
  device_hash  text NOT NULL,
  family       text NOT NULL,
  created_at   timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL,
  used_at      timestamptz,
  revoked_at   timestamptz
);
CREATE INDEX IF NOT EXISTS remember_tokens_user_idx ON remember_tokens(user_id);
CREATE INDEX IF NOT EXISTS remember_tokens_family_idx ON remember_tokens(family);

ALTER TABLE open_id_grants ADD COLUMN IF NOT EXISTS revoked_at timestamptz;

ALTER TABLE entitlement_grants ADD COLUMN IF NOT EXISTS applied_member_type integer;
ALTER TABLE entitlement_grants ADD COLUMN IF NOT EXISTS prev_member_type integer;
ALTER TABLE entitlement_grants ADD COLUMN IF NOT EXISTS prev_expire_at timestamptz;
ALTER TABLE entitlement_grants ADD COLUMN IF NOT EXISTS added_ms bigint;
ALTER TABLE entitlement_grants ADD COLUMN IF NOT EXISTS package_row_id integer;
ALTER TABLE entitlement_grants ADD COLUMN IF NOT EXISTS reverted_at timestamptz;

ALTER TABLE users ADD COLUMN IF NOT EXISTS agreement_version text;
ALTER TABLE users ADD COLUMN IF NOT EXISTS agreement_accepted_at timestamptz;
`
