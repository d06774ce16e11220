/**
 * One-character names of provinces (京, 川, 皖, 鲁 …), one table for every reader: runs of several (京沪, 陕甘青宁:
 * ai-answers-batch-provinces.ts, ai-answers-table.ts) and one standing alone as a word (「川 历史 520 排名」: ai-nlu.ts).
 * `word` marks the characters that are also an everyday word or the start of one (新高考, 青岛, 宁波, 吉林大学, 江大):
 * they are read only where nothing else can be meant.
 */
export const PROVINCE_CHARS: Record<string, { code: string; short: string; word?: true }> = {
  京: { code: '11', short: '北京' },
  津: { code: '12', short: '天津' },
  冀: { code: '13', short: '河北' },
  晋: { code: '14', short: '山西' },
  蒙: { code: '15', short: '内蒙古' },
  辽: { code: '21', short: '辽宁' },
  吉: { code: '22', short: '吉林', word: true },
  黑: { code: '23', short: '黑龙江', word: true },
  沪: { code: '31', short: '上海' },
  苏: { code: '32', short: '江苏' },
  江: { code: '32', short: '江苏', word: true },
  浙: { code: '33', short: '浙江' },
  皖: { code: '34', short: '安徽' },
  闽: { code: '35', short: '福建' },
  赣: { code: '36', short: '江西' },
  鲁: { code: '37', short: '山东' },
  豫: { code: '41', short: '河南' },
  鄂: { code: '42', short: '湖北' },
  湘: { code: '43', short: '湖南' },
  粤: { code: '44', short: '广东' },
  桂: { code: '45', short: '广西' },
  琼: { code: '46', short: '海南' },
  渝: { code: '50', short: '重庆' },
  川: { code: '51', short: '四川', word: true },
  蜀: { code: '51', short: '四川', word: true },
  贵: { code: '52', short: '贵州', word: true },
  黔: { code: '52', short: '贵州' },
  云: { code: '53', short: '云南', word: true },
  滇: { code: '53', short: '云南' },
  藏: { code: '54', short: '西藏' },
  陕: { code: '61', short: '陕西' },
  秦: { code: '61', short: '陕西', word: true },
  甘: { code: '62', short: '甘肃', word: true },
  陇: { code: '62', short: '甘肃' },
  青: { code: '63', short: '青海', word: true },
  宁: { code: '64', short: '宁夏', word: true },
  新: { code: '65', short: '新疆', word: true },
}

/** The characters no reader takes alone: 江 (江大, 江南), 云/贵/秦/蜀 (words in every sentence), kept for runs only. */
const RUN_ONLY = new Set(['江', '云', '贵', '秦', '蜀'])

const MARK = '\\s，,、。？?！!：:；;（()）'
const LONE = Object.keys(PROVINCE_CHARS)
  .filter((c) => !RUN_ONLY.has(c))
  .join('')
/**
 * One character standing as a word: at the start or after a space or mark, and before one, a digit or the end
 * (「川 历史 520」, 「鲁 本科线」, 「皖，历史550」); one that is no word alone may also run into a track or batch word
 * (「皖历史550」, 「鲁本科线」) — 黑历史, 新高考, 宁可, 青年, 吉林大学 are never read.
 */
const LONE_CHAR = new RegExp(
  `(?:^|[${MARK}])([${LONE}])(?=$|[${MARK}\\d]|(?<=[^吉黑川甘青宁新])(?:物理|历史|文科|理科|本科|专科|一本|二本|一段|二段|批次|考生))`,
)

/** The code of the province one character standing alone names (first one), or null. */
export function provinceOfLoneChar(text: string): string | null {
  const m = LONE_CHAR.exec(text)
  return m ? PROVINCE_CHARS[m[1]!]!.code : null
}
