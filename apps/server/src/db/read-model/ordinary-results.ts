/**
 * SQL condition (on `admission_results`) for the ordinary 普通类 results of the 高考 itself: the five
 * 科类 of the gaokao and no batch of another route. 专升本, 艺术/体育, 对口/单招 rows are published on
 * their own calendars; a handful of them must never decide which year the app calls "newest".
 */
export const ORDINARY_RESULTS_SQL = `subject_type IN ('物理类', '历史类', '理科', '文科', '综合')
  AND batch !~ '(专升本|艺术|体育|对口|单招|三校生|中职)'`
