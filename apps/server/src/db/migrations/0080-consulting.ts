/**
 * Expert consulting (decision 012): the three services as catalogue products (bought
 * through the ordinary order flow; the package row they grant marks the purchase), experts shown
 * to students (seeded display data, marked 示例), tickets and their messages.
 */
export const up = /* sql */ `
INSERT INTO products (id, name, kind, member_type, product_from, validity_type, valid_days, price_fen, original_price_fen, privileges, description, on_sale, receivable, sort) VALUES
 (501, '志愿表专家审核', 'package', NULL, 'consult_review', 'days', 30, 19900, 29900, '["资深专家逐条审核","标注风险位置","给出修改后的志愿表"]', '选择一张已保存的志愿表，专家在3个工作日内给出书面审核意见和修改后的志愿表。', true, false, 50),
 (502, '专家定制志愿', 'package', NULL, 'consult_custom', 'days', 30, 99900, 129900, '["一对一问卷","专家完整填报","结果进入我的志愿表"]', '填写兴趣、城市、预算和风险偏好，专家在5个工作日内为你定制一张完整的志愿表。', true, false, 51),
 (503, '家长必修课', 'package', NULL, 'parent_course', 'days', 365, 9900, 19900, '["志愿填报规则精讲","家长陪考指南","一年内反复观看"]', '为家长准备的志愿填报系列课程，一年内不限次观看。', true, false, 52)
ON CONFLICT (id) DO NOTHING;

CREATE TABLE IF NOT EXISTS consult_experts (
  id           serial PRIMARY KEY,
  name         text NOT NULL,
  title        text NOT NULL,
  years        integer NOT NULL,
  provinces    jsonb NOT NULL DEFAULT '[]',
  specialties  jsonb NOT NULL DEFAULT '[]',
  rating       numeric(3,1) NOT NULL,
  served       integer NOT NULL DEFAULT 0,
  intro        text NOT NULL DEFAULT '',
  active       boolean NOT NULL DEFAULT true,
  sort         integer NOT NULL DEFAULT 0
);
INSERT INTO consult_experts (name, title, years, provinces, specialties, rating, served, intro, sort)
SELECT * FROM (VALUES
 ('周明远', '高级志愿规划师（示例）', 12, '["河南","山东"]'::jsonb, '["新高考院校专业组","医学类"]'::jsonb, 4.9, 1260, '长期服务豫鲁两省考生，擅长院校专业组的梯度设计。', 1),
 ('林晓雯', '生涯规划导师（示例）', 9, '["江苏","浙江"]'::jsonb, '["专业+院校模式","师范与公费生"]'::jsonb, 4.8, 860, '熟悉江浙新高考规则，关注专业与兴趣的匹配。', 2),
 ('王建国', '资深招生咨询专家（示例）', 18, '["北京","河北","天津"]'::jsonb, '["强基与综评","军警院校"]'::jsonb, 4.9, 2100, '曾参与多所高校招生宣讲，熟悉提前批与特殊类型招生。', 3),
 ('陈思雨', '志愿规划师（示例）', 6, '["广东","四川"]'::jsonb, '["中外合作办学","艺体类"]'::jsonb, 4.7, 420, '擅长预算约束下的院校选择与城市规划。', 4)
) AS seed(name, title, years, provinces, specialties, rating, served, intro, sort)
WHERE NOT EXISTS (SELECT 1 FROM consult_experts);

CREATE TABLE IF NOT EXISTS consult_tickets (
  id                 serial PRIMARY KEY,
  user_id            integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  service            text NOT NULL CHECK (service IN ('review', 'custom')),
  order_no           text NOT NULL UNIQUE,
  state              text NOT NULL DEFAULT 'unpaid'
                     CHECK (state IN ('unpaid', 'paid', 'assigned', 'in_progress', 'delivered', 'closed', 'refunded')),
  wish_id            integer,
  wish_version       integer,
  wish_name          text NOT NULL DEFAULT '',
  questionnaire      jsonb,
  expert_account_id  integer,
  expert_name        text,
  review             text NOT NULL DEFAULT '',
  marks              jsonb NOT NULL DEFAULT '[]',
  result_wish_id     integer,
  created_at         timestamptz NOT NULL,
  paid_at            timestamptz,
  due_at             timestamptz,
  assigned_at        timestamptz,
  started_at         timestamptz,
  delivered_at       timestamptz,
  closed_at          timestamptz,
  refunded_at        timestamptz,
  updated_at         timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS consult_tickets_user_idx ON consult_tickets(user_id, created_at DESC);
CREATE INDEX IF NOT EXISTS consult_tickets_state_idx ON consult_tickets(state, due_at);

CREATE TABLE IF NOT EXISTS consult_messages (
  id           serial PRIMARY KEY,
  ticket_id    integer NOT NULL REFERENCES consult_tickets(id) ON DELETE CASCADE,
  author       text NOT NULL CHECK (author IN ('student', 'expert', 'system')),
  author_name  text NOT NULL,
  body         text NOT NULL,
  created_at   timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS consult_messages_ticket_idx ON consult_messages(ticket_id, id);
`
