import type { AnswerFn } from './ai-answers-school.ts'
import { subjectRequirement } from './ai-answers-school.ts'
import { chanceWithPlans } from './ai-answers-chance-special.ts'
import { APPLY } from './ai-intent-patterns.ts'

/**
 * 「燕大计算机科学与技术我能报吗」 with a saved score: whether one may apply is two facts — the 选科 verdict (the plan's
 * requirement against the saved subjects) and whether the score reaches it (the chance, the same engine as
 * 「能上吗」). A 选科 said in the question (「物化生能报X吗」) asks the requirement alone; no saved score, the verdict alone.
 */
export const applyWithChance: AnswerFn = async (plan, e0, question) => {
  // 「杭州医学院的临床医学我能填吗？护理学呢？」 (v24): each major named has its own requirement, each answered in turn
  if (e0.majors.length >= 2 && e0.schools.length === 1) {
    const each: string[] = []
    for (const major of e0.majors) each.push(await subjectRequirement(plan, { ...e0, majors: [major] }, question))
    return each.join('\n\n')
  }
  const verdict = await subjectRequirement(plan, e0, question)
  if (e0.subjects.length || e0.score !== null || e0.majors.length === 0 || !APPLY.test(question)) return verdict
  const e = await plan.withProfile(e0)
  if (!e.province || (e.score === null && e.rank === null)) return verdict
  return [verdict, '', await chanceWithPlans(plan, e0, question)].join('\n')
}
