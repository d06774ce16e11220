/**
 * Sign-in and identity: SMS codes (hashes only), open-id bindings and the opaque handles the
 * client holds for them, OAuth sandbox codes, partner-token nonces, hand-over tickets.
 */
export const up = /* sql */ `
ALTER TABLE users ADD COLUMN IF NOT EXISTS recommend_code text NOT NULL DEFAULT '';

CREATE TABLE IF NOT EXISTS sms_codes (
  id          serial PRIMARY KEY,
  mobile      text NOT NULL,
  purpose     text NOT NULL,
  code_hash   text NOT NULL,
  ip          text NOT NULL DEFAULT '',
  attempts    integer NOT NULL DEFAULT 0,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX IF NOT EXISTS sms_codes_mobile_idx ON sms_codes(mobile, created_at);
CREATE INDEX IF NOT EXISTS sms_codes_ip_idx ON sms_codes(ip, created_at);

CREATE TABLE IF NOT EXISTS open_bindings (
  id          serial PRIMARY KEY,
  open_type   integer NOT NULL,
  open_id     text NOT NULL,
  user_id     integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  nickname    text NOT NULL DEFAULT '',
  created_at  timestamptz NOT NULL,
  UNIQUE (open_type, open_id),
  UNIQUE (user_id, open_type)
);

CREATE TABLE IF NOT EXISTS open_id_grants (
  id           serial PRIMARY KEY,
  handle_hash  text NOT NULL UNIQUE,
  open_type    integer NOT NULL,
  open_id      text NOT NULL,
  nickname     text NOT NULL DEFAULT '',
  avatar       text NOT NULL DEFAULT '',
  created_at   timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS open_id_grants_open_idx ON open_id_grants(open_type, open_id);

CREATE TABLE IF NOT EXISTS oauth_sandbox_codes (
  code_hash   text PRIMARY KEY,
  provider    text NOT NULL,
  open_id     text NOT NULL,
  nickname    text NOT NULL DEFAULT '',
  avatar      text NOT NULL DEFAULT '',
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);

CREATE TABLE IF NOT EXISTS partner_nonces (
  issuer      text NOT NULL,
  jti         text NOT NULL,
  expires_at  timestamptz NOT NULL,
  PRIMARY KEY (issuer, jti)
);

CREATE TABLE IF NOT EXISTS handover_tickets (
  ticket_hash text PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  partner     text NOT NULL,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
`
