import type { FactRow } from './ai-tuition-programmes.ts'

/**
 * 「四年一共多少」「读完要多少学费」「总共得花多少」: the fee over the whole course, which no plan row states. It is the
 * yearly fee times the 学制 of the same row, both from the plan, and said as computed (only the tuition: no 住宿费 or
 * books, and a fee may change during the course). Rows whose fee is not a whole 元/年 figure (约7.2万元/年 read from a
 * plan written in 万元) are not multiplied: the product would look exacter than the fee it rests on.
 */
const WHOLE_COURSE =
  /一共|总共|总计|合计|加起来|全部(?:学费|下来)|[二三四五六七八2-8]年(?:下来|读完|总|的学费(?:一共|总共|要|得|是)?多少|学费(?:一共|总共|要|得))|读完|读下来|毕业(?:要|得|总共|一共)/

export function asksWholeCourse(question: string): boolean {
  return WHOLE_COURSE.test(question)
}

/** One line per row (major and programme) with the yearly fee × 学制 = the total, labelled as computed; null when none can be. */
export function courseTotals(question: string, rows: FactRow[]): string | null {
  if (!asksWholeCourse(question)) return null
  const seen = new Set<string>()
  const lines: string[] = []
  for (const r of rows) {
    const fee = /^(\d{3,6})元\/年$/.exec(r.Tuition ?? '')
    // a programme the plan says is free (ADR 170) has nothing to multiply: the whole course is free of tuition
    const free = r.Tuition === '免费'
    if ((!fee && !free) || !r.Years) continue
    const label = `${r.Major ?? '该专业'}${r.PlanType !== '普通类' && !(r.Major ?? '').includes(r.PlanType) ? `（${r.PlanType}）` : ''}`
    const key = `${label}|${fee?.[1] ?? 'free'}|${r.Years}`
    if (seen.has(key)) continue
    seen.add(key)
    lines.push(
      fee ? `- ${label}：${fee[1]}元/年 × ${r.Years}年 = **${Number(fee[1]) * r.Years}元**` : `- ${label}：招生计划写明免费，${r.Years}年学制**不收学费**`,
    )
  }
  if (!lines.length) return null
  return [
    '整个学制的学费（按计划里的每年学费 × 学制计算得出，计划本身不列总数；只含学费，不含住宿费、教材费等，学费如有调整以学校为准）：',
    ...lines.slice(0, 6),
  ].join('\n')
}
