/**
 * A school grade said with 今年/现在 (「孩子在新疆今年刚上高一，以后高考还分文理吗」): 今年 is the year the grade began, and the
 * exam the model is asked of is that grade's, three autumns on for 高一 (ADR 151). Read as that exam year, so the model
 * of that year is told (新疆 高一 in autumn 2026 sits the 2029 exam, under 3+1+2), not this year's 文理.
 * `dataYear` is the newest year of results (the autumn the grade began); only an ask of the exam model is read so.
 */
const GRADE = /(?:上|念|读|进|是)?高([一二三])(?![\d年级]*[0-9])/
const NOW = /今年|现在|目前|这学期/
const MODEL_ASKED = /文理|选科|选课|几加几|\d\+\d|新高考|老高考|模式|怎么选|怎样选/

export function gradeExamYear(text: string, dataYear: number | null | undefined): string {
  const grade = GRADE.exec(text)
  if (!grade || !dataYear || !NOW.test(text) || !MODEL_ASKED.test(text) || /20[1-3]\d/.test(text)) return text
  const year = dataYear + ({ 一: 3, 二: 2, 三: 1 } as Record<string, number>)[grade[1]!]!
  return `${text.replace(NOW, '')}（${year}年高考）`
}

/** 2027年参加高考, 2027年就要高考, 2027届: the year the candidate sits the exam, not a year whose data is asked */
const SITS_EXAM = /(20[1-3]\d)\s*年\s*(?:参加|要参加|就要|要|将要?|才)(?:高考|考试)|(20[1-3]\d)\s*届/

/**
 * 「孩子2027年参加高考。请问2026年河南理科一本线、二本线各是多少」: the year the candidate sits the exam only says who asks;
 * the other years named (in the order said) are the ones asked. Null when no such year is said, or it is the only one.
 */
export function yearsAskedBeside(text: string, listed: number[]): number[] | null {
  const sits = SITS_EXAM.exec(text)
  if (!sits) return null
  const sitting = Number(sits[1] ?? sits[2])
  const others = listed.filter((y) => y !== sitting)
  return others.length ? others : null
}
