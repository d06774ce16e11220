/**
 * The names of the special plans and of a second programme as people write them, put back to the words the
 * engine reads meaning from (ADR 090): abbreviations (国专, 高专, 地专), slips of 专项 (专相, 专向, 高效专项),
 * the plan by who it is for (贫困专项 is 国家专项, 农村专项 is 地方专项), and 中外合作 typed by sound (中外和作,
 * 中外合做) or called by its programme (国际本科, 国际班, 合办). Spoken words for money (多少钞票, 学费多少米)
 * are the fee asked. Only whole forms are rewritten, so 高职高专, 全国专业 and 地专业 stay as they are.
 */
const PLAN_FORMS: [RegExp, string][] = [
  // 专项 typed by sound after the plan's own word (国家专相, 地方专向, 高校专象)
  [/(国家|高校|地方|农村)专[向相象像巷]/g, '$1专项'],
  // 高效 is a word of its own, yet 高效专项 is only ever 高校专项
  [/高效专[项向相象像]/g, '高校专项'],
  // the plan by whom it serves: 贫困地区专项 / 扶贫专项 is the national one, 农村专项 the province's (地方专项)
  [/(贫困(地区)?|扶贫|脱贫(地区)?)专[项向相]计?划?/g, '国家专项'],
  [/农村专项/g, '地方专项'],
  // abbreviations: 国专, 高专 (not 高职高专 or 高专院校), 地专 (not 地专业)
  [/(?<![全中])国专(?![业科家升])/g, '国家专项'],
  [/(?<![职等科院])高专(?![科业院校生层批类毕学])/g, '高校专项'],
  [/(?<![本当])地专(?![业科区])/g, '地方专项'],
  // 中外合作 typed by sound (和, 合, 河, 禾 · 作, 做, 坐, 座) and 合作办学 so typed
  [/中外[和合河禾何][作做坐座]/g, '中外合作'],
  [/[和河禾何][作做坐座]办学|合[做坐座]办学/g, '合作办学'],
  [/中外合办|(?<![联综混融])合办(?![法公])/g, '中外合作'],
  // a second programme called by what it is: 国际本科, 国际班, 国际项目 (the plan rows list it as 中外合作)
  [/国际(本科|班|项目|课程班?|部)/g, '中外合作$1'],
]

/** Money said aloud: 多少钞票, 几多米, 好多票子 → 多少钱 (the fee asked, ai-intents-capabilities.ts FEE). */
const MONEY: [RegExp, string][] = [
  [/(多少|几多|好多|几个)(钞票|票子|米|大洋|银子|子儿|块钱?|money|RMB)/gi, '多少钱'],
  [/学[废肥非飞]/g, '学费'],
]

/** The question with the special plans' and second programmes' names, and money words, in the engine's words. */
export function readPlanWords(question: string): string {
  return [...PLAN_FORMS, ...MONEY].reduce((t, [re, to]) => t.replace(re, to), question)
}
