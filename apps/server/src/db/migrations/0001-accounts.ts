/** Accounts core: users, their packages and sessions (tokens stored only as hashes). */
export const up = /* sql */ `
CREATE TABLE IF NOT EXISTS users (
  id                serial PRIMARY KEY,
  mobile            text NOT NULL UNIQUE,
  password_hash     text,
  nickname          text NOT NULL DEFAULT '',
  avatar            text NOT NULL DEFAULT '',
  real_name         text NOT NULL DEFAULT '',
  school_name       text NOT NULL DEFAULT '',
  grade             text NOT NULL DEFAULT '',
  exam_province_id  integer,
  exam_year         integer,
  member_type       integer,
  score             numeric(6,2),
  final_score       numeric(6,2),
  channel_code      text NOT NULL DEFAULT '',
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS user_packages (
  id            serial PRIMARY KEY,
  user_id       integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  product_from  text NOT NULL,
  expire_at     timestamptz NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS user_packages_user_idx ON user_packages(user_id);

CREATE TABLE IF NOT EXISTS sessions (
  id            serial PRIMARY KEY,
  user_id       integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash    text NOT NULL UNIQUE,
  terminal_type integer NOT NULL DEFAULT 2,
  user_agent    text NOT NULL DEFAULT '',
  ip            text NOT NULL DEFAULT '',
  created_at    timestamptz NOT NULL DEFAULT now(),
  last_seen_at  timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL,
  revoked_at    timestamptz
);
CREATE INDEX IF NOT EXISTS sessions_user_idx ON sessions(user_id);

CREATE TABLE IF NOT EXISTS login_attempts (
  key           text PRIMARY KEY,
  failures      integer NOT NULL DEFAULT 0,
  window_start  timestamptz NOT NULL DEFAULT now()
);
`
