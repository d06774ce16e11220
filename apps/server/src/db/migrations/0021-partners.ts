/** Local service providers (agents, seeded with clearly marked samples) and cooperation enquiries. */
export const up = /* sql */ `
CREATE TABLE IF NOT EXISTS agents (
  id            serial PRIMARY KEY,
  name          text NOT NULL,
  province_id   integer NOT NULL,
  city_id       integer,
  address       text NOT NULL DEFAULT '',
  contact       text NOT NULL DEFAULT '',
  phone         text NOT NULL DEFAULT '',
  services      text NOT NULL DEFAULT '[]',
  active        boolean NOT NULL DEFAULT true,
  sort          integer NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS agents_region_idx ON agents(province_id, city_id);

INSERT INTO agents (name, province_id, city_id, address, contact, phone, services, sort)
SELECT * FROM (VALUES
 ('北京服务中心（示例数据）', 11, 1101, '北京市海淀区（示例地址）', '王老师', '010-00000000', '["志愿填报咨询","会员开通","卡密购买"]', 1),
 ('上海服务中心（示例数据）', 31, 3101, '上海市徐汇区（示例地址）', '李老师', '021-00000000', '["志愿填报咨询","会员开通"]', 2),
 ('广州服务中心（示例数据）', 44, 4401, '广州市天河区（示例地址）', '陈老师', '020-00000000', '["志愿填报咨询","生涯规划讲座"]', 3),
 ('郑州服务中心（示例数据）', 41, 4101, '郑州市金水区（示例地址）', '张老师', '0371-00000000', '["志愿填报咨询","会员开通","卡密购买"]', 4),
 ('成都服务中心（示例数据）', 51, 5101, '成都市武侯区（示例地址）', '刘老师', '028-00000000', '["志愿填报咨询","选科指导"]', 5),
 ('山东省服务中心（示例数据）', 37, NULL, '济南市历下区（示例地址）', '赵老师', '0531-00000000', '["志愿填报咨询","学校合作"]', 6)
) AS seed(name, province_id, city_id, address, contact, phone, services, sort)
WHERE NOT EXISTS (SELECT 1 FROM agents);

CREATE TABLE IF NOT EXISTS cooperation_enquiries (
  id                serial PRIMARY KEY,
  user_id           integer REFERENCES users(id) ON DELETE SET NULL,
  name              text NOT NULL,
  mobile            text NOT NULL,
  organization      text NOT NULL DEFAULT '',
  province_id       integer,
  cooperation_type  text NOT NULL,
  message           text NOT NULL,
  ip                text NOT NULL DEFAULT '',
  handled_at        timestamptz,
  created_at        timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS cooperation_created_idx ON cooperation_enquiries(created_at);
`
