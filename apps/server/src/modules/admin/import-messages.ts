/**
 * The import library (packages/dataset) reports in English for its CLI; an operator reads the same
 * report in the console, so each of its messages is said again in Chinese here (issue 34 item 7).
 * A message no rule knows keeps its text behind a Chinese lead-in rather than being dropped.
 */
const FIELDS: Record<string, string> = { score: '分数', 'min score': '最低分', 'max score': '最高分', 'line score': '控制线分数' }
const field = (f: string) => FIELDS[f] ?? f

type Rule = [RegExp, (...m: string[]) => string]
const RULES: Rule[] = [
  [/^unknown kind (.*)$/, (k) => `未知的数据类型「${k}」`],
  [/^unknown province (.*)$/, (p) => `未知的省份「${p}」，请从列表中选择省份`],
  [/^bad year (.*)$/, (y) => `年份 ${y} 不正确`],
  [/^the reference dataset is not loaded/, () => '参考数据尚未加载完成，请稍后再试'],
  [/^subject type \(科类\) missing$/, () => '缺少科类'],
  [/^cumulative count \(累计人数\) missing or not a number$/, () => '累计人数缺失或不是数字'],
  [/^institution name \(院校名称\) missing$/, () => '缺少院校名称'],
  [/^unknown institution "(.*)"$/, (n) => `未识别的院校「${n}」`],
  [/^plan count \(计划数\) missing or not a number$/, () => '计划数缺失或不是数字'],
  [/^neither min score nor min rank given$/, () => '最低分和最低位次都没有填写'],
  [/^batch \(批次\) missing$/, () => '缺少批次'],
  [/^no data rows found$/, () => '文件中没有数据行'],
  [/^score (-?\d+) outside 0–(\d+)$/, (s, max) => `分数 ${s} 超出 0–${max}`],
  [/^bad cumulative count (.*)$/, (c) => `累计人数 ${c} 不正确`],
  [/^duplicate score (.*)$/, (s) => `分数 ${s} 重复出现`],
  [
    /^cumulative count (\d+) at (\d+) is below (\d+) at (\d+)$/,
    (c, s, prevC, prevS) => `${s} 分的累计人数 ${c} 小于 ${prevS} 分的 ${prevC}（分数越低累计人数应越多）`,
  ],
  [/^count (\d+) at (\d+) does not equal the cumulative difference (-?\d+)$/, (c, s, d) => `${s} 分的本段人数 ${c} 与累计人数之差 ${d} 不一致`],
  [/^(min score|max score|line score|score) "(.*)" is not a number$/, (f, v) => `${field(f)}「${v}」不是数字`],
  [/^(min score|max score|line score|score) (-?\d+) outside 0–(\d+)$/, (f, n, max) => `${field(f)} ${n} 超出 0–${max}`],
  [/^(min score|max score|line score|score) missing$/, (f) => `缺少${field(f)}`],
  // a partial 一分一段表 (ADR 069)
  [/^table stops at (\d+), above the (\d+) undergraduate line (\d+)$/, (s, y, l) => `一分一段表只到 ${s} 分，没有覆盖到${y}年本科线 ${l} 分，表不完整`],
  [
    /^table holds (\d+) candidates, under (\d+)% of the (\d+) table's (\d+)$/,
    (n, p, y, t) => `一分一段表累计只有 ${n} 人，不到${y}年同科类表 ${t} 人的 ${p}%，表不完整`,
  ],
  [
    /^table stops at (\d+), above (\d+) \(the (\d+) undergraduate line (\d+) \+ (\d+)\)$/,
    (s, limit, y, l, d) => `一分一段表只到 ${s} 分，当年本科线未知，按${y}年本科线 ${l} 分放宽${d}分也应到 ${limit} 分，表不完整`,
  ],
  [
    /^table stops at (\d+), above (\d+) \(two thirds of (\d+)\)$/,
    (s, start, max) => `一分一段表只到 ${s} 分，高于总分 ${max} 的三分之二（${start} 分），表不完整`,
  ],
]

/** One report message in Chinese (a `科类: …` prefix is kept and the rest translated). */
export function importMessageZh(message: string): string {
  if (/[\u4e00-\u9fff]/.test(message) && !/[a-z]{4,}/.test(message)) return message
  for (const [pattern, say] of RULES) {
    const m = pattern.exec(message)
    if (m) return say(...m.slice(1))
  }
  const prefixed = /^([^:]{1,12}): (.+)$/.exec(message)
  if (prefixed) {
    const rest = importMessageZh(prefixed[2]!)
    if (rest !== `校验问题：${prefixed[2]}`) return `${prefixed[1]}：${rest}`
  }
  return `校验问题：${message}`
}
