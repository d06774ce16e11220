/**
 * The seeded local service providers and experts were illustrations (示例 names, 00000000 phones);
 * students must only see real ones, so the seeds are unpublished. Operators publish real rows from
 * the console; an unpublished sample stays there to be edited or left alone.
 */
export const up = /* sql */ `
UPDATE agents SET active = false WHERE name LIKE '%（示例数据）%' OR phone LIKE '%-00000000';
UPDATE consult_experts SET active = false WHERE title LIKE '%（示例）%';
`
