/**
 * Membership and money: product catalogue (seeded), recommend codes, orders, pay notification log,
 * grants (one per source, the second guard against double fulfilment), card batches and cards.
 * Money is integer fen everywhere.
 */
export const up = /* sql */ `
ALTER TABLE users ADD COLUMN IF NOT EXISTS member_expire_at timestamptz;

CREATE TABLE IF NOT EXISTS products (
  id                  integer PRIMARY KEY,
  name                text NOT NULL,
  kind                text NOT NULL CHECK (kind IN ('member', 'package')),
  member_type         integer,
  product_from        text,
  validity_type       text NOT NULL CHECK (validity_type IN ('season', 'days')),
  valid_days          integer CHECK (valid_days IS NULL OR valid_days > 0),
  price_fen           integer NOT NULL CHECK (price_fen >= 0),
  original_price_fen  integer NOT NULL CHECK (original_price_fen >= 0),
  privileges          text NOT NULL DEFAULT '[]',
  description         text NOT NULL DEFAULT '',
  on_sale             boolean NOT NULL DEFAULT true,
  receivable          boolean NOT NULL DEFAULT false,
  sort                integer NOT NULL DEFAULT 0,
  CHECK ((kind = 'member' AND member_type IS NOT NULL AND product_from IS NULL)
      OR (kind = 'package' AND product_from IS NOT NULL AND member_type IS NULL)),
  CHECK ((validity_type = 'days') = (valid_days IS NOT NULL))
);

INSERT INTO products (id, name, kind, member_type, product_from, validity_type, valid_days, price_fen, original_price_fen, privileges, description, on_sale, receivable, sort) VALUES
 (100, '志愿卡体验', 'member', 1, NULL, 'days', 3, 0, 0, '["智能推荐院校与专业","录取概率（冲稳保）","模拟填报"]', '新用户免费体验3天智能志愿卡功能', false, true, 0),
 (101, '智能志愿卡', 'member', 1, NULL, 'season', NULL, 29800, 36000, '["智能推荐院校与专业","录取概率（冲稳保）","模拟填报与志愿表","位次与同分去向"]', '当届高考志愿填报全程可用，有效期至当年录取结束（9月1日零点）', true, false, 10),
 (102, '高中全程版', 'member', 4, NULL, 'days', 365, 39800, 49800, '["智能志愿卡全部功能","新高考选科分析","生涯测评与报告","高中三年学业规划"]', '高一至高三适用，购买后365天有效', true, false, 20),
 (103, 'VIP志愿卡', 'member', 2, NULL, 'season', NULL, 49800, 69800, '["高中全程版全部功能","专家志愿表审核","一对一填报咨询","录取数据深度分析"]', '当届高考志愿填报全程可用，有效期至当年录取结束（9月1日零点）', true, false, 30),
 (109, '教师卡', 'member', 0, NULL, 'days', 365, 99800, 99800, '["全部会员功能","学生志愿辅导工具","教学课件与案例"]', '面向学校与机构老师，仅通过卡密开通', false, false, 90),
 (201, '学业规划包', 'package', NULL, 'plan', 'days', 365, 9900, 12800, '["学业规划课程","阶段学习计划"]', '购买后365天有效', true, false, 110),
 (202, '生涯规划进阶包', 'package', NULL, 'plan2', 'days', 365, 19900, 25800, '["学业规划包全部内容","生涯规划课程与案例","职业与行业深度报告"]', '购买后365天有效', true, false, 120),
 (301, 'AI助手·基础版', 'package', NULL, 'ai1', 'days', 30, 1990, 2990, '["AI志愿问答每日50次"]', '购买后30天有效', true, false, 210),
 (302, 'AI助手·进阶版', 'package', NULL, 'ai2', 'days', 90, 4990, 6990, '["AI志愿问答每日200次","志愿表AI点评"]', '购买后90天有效', true, false, 220),
 (303, 'AI助手·尊享版', 'package', NULL, 'ai3', 'season', NULL, 9900, 12900, '["AI志愿问答不限次","志愿表AI点评","AI生涯报告"]', '有效期至当年录取结束（9月1日零点）', true, false, 230),
 (401, '赶考合作包', 'package', NULL, 'gankao', 'days', 365, 19900, 19900, '["赶考合作课程与资料"]', '合作方渠道，仅通过卡密开通', false, false, 310)
ON CONFLICT (id) DO NOTHING;

CREATE TABLE IF NOT EXISTS recommend_codes (
  code          text PRIMARY KEY,
  percent_off   integer NOT NULL CHECK (percent_off BETWEEN 1 AND 50),
  note          text NOT NULL DEFAULT '',
  active        boolean NOT NULL DEFAULT true
);
INSERT INTO recommend_codes (code, percent_off, note) VALUES ('GK2027', 10, '通用推荐码（示例，运营可停用）')
ON CONFLICT (code) DO NOTHING;

CREATE TABLE IF NOT EXISTS orders (
  id                serial PRIMARY KEY,
  order_no          text NOT NULL UNIQUE,
  user_id           integer NOT NULL REFERENCES users(id),
  product_id        integer NOT NULL REFERENCES products(id),
  gateway           text NOT NULL CHECK (gateway IN ('wechat', 'alipay')),
  channel           text NOT NULL,
  amount_fen        integer NOT NULL CHECK (amount_fen > 0),
  original_fen      integer NOT NULL CHECK (original_fen >= amount_fen),
  discount_fen      integer NOT NULL DEFAULT 0 CHECK (discount_fen >= 0),
  recommend_code    text,
  state             text NOT NULL DEFAULT 'created' CHECK (state IN ('created', 'paid', 'fulfilled', 'closed', 'refunded')),
  idempotency_key   text,
  gateway_trade_no  text UNIQUE,
  created_at        timestamptz NOT NULL,
  expires_at        timestamptz NOT NULL,
  paid_at           timestamptz,
  fulfilled_at      timestamptz,
  closed_at         timestamptz,
  refunded_at       timestamptz,
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX IF NOT EXISTS orders_user_idx ON orders(user_id);

CREATE TABLE IF NOT EXISTS pay_notifications (
  id            serial PRIMARY KEY,
  gateway       text NOT NULL,
  order_no      text,
  verdict       text NOT NULL,
  detail        text NOT NULL DEFAULT '',
  received_at   timestamptz NOT NULL
);

CREATE TABLE IF NOT EXISTS entitlement_grants (
  id            serial PRIMARY KEY,
  user_id       integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  product_id    integer NOT NULL REFERENCES products(id),
  source        text NOT NULL CHECK (source IN ('order', 'card', 'trial')),
  source_ref    text NOT NULL,
  expire_at     timestamptz,
  created_at    timestamptz NOT NULL,
  UNIQUE (source, source_ref)
);

CREATE TABLE IF NOT EXISTS card_batches (
  id               serial PRIMARY KEY,
  product_id       integer NOT NULL REFERENCES products(id),
  card_count       integer NOT NULL CHECK (card_count > 0),
  note             text NOT NULL DEFAULT '',
  activate_before  timestamptz,
  created_at       timestamptz NOT NULL
);

CREATE TABLE IF NOT EXISTS cards (
  card_no        text PRIMARY KEY,
  secret_salt    text NOT NULL,
  secret_hash    text NOT NULL,
  batch_id       integer NOT NULL REFERENCES card_batches(id),
  product_id     integer NOT NULL REFERENCES products(id),
  activated_by   integer REFERENCES users(id),
  activated_at   timestamptz,
  CHECK ((activated_by IS NULL) = (activated_at IS NULL))
);
CREATE INDEX IF NOT EXISTS cards_batch_idx ON cards(batch_id);
`
