/**
 * The content store: one table of items (courses, chapters, lessons, videos, live sessions, study
 * and career resources, news, ads, pages, notices) keyed by slug, categories, per-user progress,
 * per-user messages and notice reads.
 */
export const up = /* sql */ `
CREATE TABLE IF NOT EXISTS content_categories (
  id            serial PRIMARY KEY,
  slug          text NOT NULL UNIQUE,
  scope         text NOT NULL,
  name          text NOT NULL,
  icon          text NOT NULL DEFAULT '',
  sort_order    integer NOT NULL DEFAULT 0,
  content_hash  text NOT NULL DEFAULT '',
  updated_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS content_items (
  id              serial PRIMARY KEY,
  slug            text NOT NULL UNIQUE,
  kind            text NOT NULL,
  parent_id       integer REFERENCES content_items(id) ON DELETE CASCADE,
  category_id     integer REFERENCES content_categories(id) ON DELETE SET NULL,
  title           text NOT NULL,
  summary         text NOT NULL DEFAULT '',
  cover           text NOT NULL DEFAULT '',
  body_html       text NOT NULL DEFAULT '',
  media_url       text NOT NULL DEFAULT '',
  media_type      text NOT NULL DEFAULT 'none',
  attachment_url  text NOT NULL DEFAULT '',
  duration_sec    integer NOT NULL DEFAULT 0,
  track           text NOT NULL DEFAULT '',
  grade           text NOT NULL DEFAULT '',
  subject         text NOT NULL DEFAULT '',
  resource_type   text NOT NULL DEFAULT '',
  tags            text NOT NULL DEFAULT '',
  author          text NOT NULL DEFAULT '',
  source          text NOT NULL DEFAULT '',
  link            text NOT NULL DEFAULT '',
  position        text NOT NULL DEFAULT '',
  price_cents     integer NOT NULL DEFAULT 0,
  sort_order      integer NOT NULL DEFAULT 0,
  is_hot          boolean NOT NULL DEFAULT false,
  published       boolean NOT NULL DEFAULT true,
  published_at    timestamptz NOT NULL DEFAULT now(),
  starts_at       timestamptz,
  ends_at         timestamptz,
  daily_at        text NOT NULL DEFAULT '',
  replay_url      text NOT NULL DEFAULT '',
  view_count      integer NOT NULL DEFAULT 0,
  content_hash    text NOT NULL DEFAULT '',
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS content_items_kind_idx ON content_items(kind, published, published_at DESC);
CREATE INDEX IF NOT EXISTS content_items_parent_idx ON content_items(parent_id, sort_order);
CREATE INDEX IF NOT EXISTS content_items_category_idx ON content_items(category_id);
CREATE INDEX IF NOT EXISTS content_items_track_idx ON content_items(track, grade, subject);

CREATE TABLE IF NOT EXISTS content_meta (
  key         text PRIMARY KEY,
  value       text NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS learning_progress (
  user_id       integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  item_id       integer NOT NULL REFERENCES content_items(id) ON DELETE CASCADE,
  position_sec  real NOT NULL DEFAULT 0,
  duration_sec  real NOT NULL DEFAULT 0,
  completed     boolean NOT NULL DEFAULT false,
  updated_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, item_id)
);
CREATE INDEX IF NOT EXISTS learning_progress_recent_idx ON learning_progress(user_id, updated_at DESC);

CREATE TABLE IF NOT EXISTS user_messages (
  id            serial PRIMARY KEY,
  user_id       integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- a sender's idempotency key (e.g. "welcome", "order:123"); '' when the sender needs none
  key           text NOT NULL DEFAULT '',
  title         text NOT NULL,
  body_html     text NOT NULL DEFAULT '',
  created_at    timestamptz NOT NULL DEFAULT now(),
  read_at       timestamptz
);
CREATE INDEX IF NOT EXISTS user_messages_user_idx ON user_messages(user_id, created_at DESC);
CREATE UNIQUE INDEX IF NOT EXISTS user_messages_key_idx ON user_messages(user_id, key) WHERE key <> '';

CREATE TABLE IF NOT EXISTS notice_reads (
  item_id   integer NOT NULL REFERENCES content_items(id) ON DELETE CASCADE,
  user_id   integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  read_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (item_id, user_id)
);
`
