import { pinyin } from 'pinyin-pro'

/**
 * The characters every college's name is built of (大 of 大学 and of short names like 南信大, 学 and 院 of the ending)
 * typed by their sound (宁夏打学, 辽宁打学, 南信打, 北京邮电大穴, 某某学园): the exact pass would read the shorter name
 * inside (宁夏 the province, 南信 another college's short name) and the sound pass never sees a span the exact pass took.
 * Such a character is put back only where the span it completes (three characters or more) is a name the lexicon knows
 * and the span as typed is not one, so 打 in 打电话 or 原 in 原来 is never touched (ADR 157).
 */
const NAME_CHARS: Record<string, string> = { da: '大', xue: '学', yuan: '院' }

const isHan = (c: string) => /[\u4e00-\u9fff]/.test(c)

/** The shortest name a restored character may complete: two characters (北打) are too many words. */
const MIN_NAME = 3

export function restoreNameChars(text: string, names: ReadonlyMap<string, unknown> | undefined, maxLength = 12): string {
  if (!names?.size) return text
  const chars = [...text]
  const sound: string[] = pinyin(text, { toneType: 'none', type: 'array' })
  // pinyin-pro gives one syllable per character (a non-Han character stands for itself)
  if (sound.length !== chars.length) return text
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!
    if (!isHan(c) || Object.values(NAME_CHARS).includes(c)) continue
    const put = NAME_CHARS[sound[i]!]
    if (!put) continue
    const fixed = [...chars.slice(0, i), put, ...chars.slice(i + 1)]
    if (completesName(chars, fixed, i, names, maxLength)) chars[i] = put
  }
  return chars.join('')
}

/** Whether a span through `at` (three characters or more) is a name with the character put back and none as typed. */
function completesName(typed: string[], fixed: string[], at: number, names: ReadonlyMap<string, unknown>, maxLength: number): boolean {
  for (let from = Math.max(0, at - maxLength + 1); from <= at; from++)
    for (let to = Math.min(fixed.length, from + maxLength); to > at && to - from >= MIN_NAME; to--)
      if (names.has(fixed.slice(from, to).join('')) && !names.has(typed.slice(from, to).join(''))) return true
  return false
}
