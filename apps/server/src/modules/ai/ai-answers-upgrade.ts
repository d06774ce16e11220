import type { AnswerFn } from './ai-answers-school.ts'
import { bachelorLineCheck } from './ai-answers-line-check.ts'
import type { Intent } from './ai-intents.ts'

/**
 * 「专科以后还能升本吗」「只能专科？能专升本吗」 (ADR 101): the 专科 path and what comes after it. 专升本 is a rule of
 * the provinces' education departments, not a number of the dataset, so it is said as general knowledge and labelled
 * so; what the data does say (the candidate's score against the 本科 and 专科 lines, the 专科 candidates) is the line
 * check's answer, before it.
 */
export const UPGRADE_ASKED =
  /专升本|专转本|专插本|专接本|(?<!专)升本科?|(专科|高职|大专).{0,8}(以后|之后|毕业|读完|念完|上完|完了?).{0,8}(本科|升|考本|读本|念本)/

export const upgradeIntents: readonly Intent[] = [
  {
    id: 'upgrade_path',
    title: '只能读专科吗、专科能不能升本（专升本）',
    example: '我这分只能读专科了吗，专科以后还能升本吗',
    match: (q, e) => e.schools.length === 0 && UPGRADE_ASKED.test(q),
  },
]

const UPGRADE_NOTE = [
  '**专科以后能升本**（以下是各省专升本的一般做法，不是本应用数据里的数字；以你就读专科所在省份当年的专升本政策为准）：',
  '',
  '- **普通专升本（统招专升本）**：专科（高职）最后一年参加**就读学校所在省**组织的专升本考试，录取后读**2年**全日制本科，毕业拿普通全日制本科毕业证，符合条件授予学士学位。江苏叫“专转本”，广东叫“专插本”，河北、北京等叫“专接本”。',
  '- **名额有限，要竞争**：招生计划由各省确定，一般只占当年专科毕业生的一部分；多数省份只招当年的专科应届毕业生（退役士兵等另有政策），通常只能报考与专科专业相同或相近的本科专业。',
  '- **其他途径**：成人高考、自学考试、国家开放大学的专升本，可以边工作边读，学习形式为非全日制。',
  '',
  '所以选专科学校和专业时，可以留意它所在省份专升本的名额和对应的本科专业。',
].join('\n')

export const upgradePath: AnswerFn = async (plan, e0, question) => {
  const e = await plan.withProfile(e0)
  // with a score and a province: where the score stands against the lines, and the 专科 candidates (the data's part)
  if (!e.province || e.score === null)
    return `${UPGRADE_NOTE}\n\n想知道你的分数离本科线、专科线各差多少，告诉我省份、科类和分数（例如“山西历史类360分”），或在“志愿填报”里保存成绩。`
  const check = await bachelorLineCheck(plan, e0, question)
  // the line verdict first (it answers 「是不是只能读专科」), then 专升本, then the list of 专科 candidates
  const cut = check.indexOf('\n\n', check.indexOf('> 来源'))
  return cut > 0 ? `${check.slice(0, cut)}\n\n${UPGRADE_NOTE}${check.slice(cut)}` : `${check}\n\n${UPGRADE_NOTE}`
}
