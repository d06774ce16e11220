/**
 * Score profiles and 志愿表. Wish tables are versioned: every save appends a row to
 * wish_table_versions and bumps wish_tables.version, so no saved table is ever lost (delete is soft).
 */
export const up = /* sql */ `
CREATE TABLE IF NOT EXISTS score_profiles (
  user_id        integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  province_code  text NOT NULL,
  year           integer NOT NULL,
  score          numeric(6,2) NOT NULL,
  final_score    numeric(6,2),
  subject_type   integer NOT NULL,
  subjects       jsonb NOT NULL DEFAULT '[]',
  manual_rank    integer,
  risk_appetite  text NOT NULL DEFAULT 'balanced',
  updated_at     timestamptz NOT NULL
);

CREATE TABLE IF NOT EXISTS wish_tables (
  id             serial PRIMARY KEY,
  user_id        integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name           text NOT NULL,
  province_code  text NOT NULL,
  year           integer NOT NULL,
  subject_type   integer NOT NULL,
  subjects       jsonb NOT NULL DEFAULT '[]',
  score          numeric(6,2) NOT NULL,
  rank           integer,
  batch_id       text NOT NULL,
  filling_mode   text NOT NULL,
  wishes         jsonb NOT NULL,
  version        integer NOT NULL DEFAULT 1,
  created_at     timestamptz NOT NULL,
  updated_at     timestamptz NOT NULL,
  deleted_at     timestamptz
);
CREATE INDEX IF NOT EXISTS wish_tables_user_idx ON wish_tables(user_id, updated_at DESC) WHERE deleted_at IS NULL;

CREATE TABLE IF NOT EXISTS wish_table_versions (
  wish_table_id  integer NOT NULL REFERENCES wish_tables(id) ON DELETE CASCADE,
  version        integer NOT NULL,
  name           text NOT NULL,
  wishes         jsonb NOT NULL,
  saved_at       timestamptz NOT NULL,
  PRIMARY KEY (wish_table_id, version)
);
`
