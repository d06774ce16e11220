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
