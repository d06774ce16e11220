/**
 * Plan type (计划类型) of an admission or plan row: whether a candidate without any special eligibility
 * can use it. Only 普通类 rows describe the ordinary route of a batch; every other type needs an
 * eligibility (区域, 民族, 定向 contract, art/sport exam, …) or is a different programme.
 */
export const PLAN_TYPES = [
  '普通类',
  '国家专项',
  '地方专项',
  '高校专项',
  '预科',
  '民族班',
  '中外合作',
  '合作办学',
  '定向',
  '公费师范',
  '特殊类型',
  '艺术',
  '体育',
  '其他',
] as const
export type PlanType = (typeof PLAN_TYPES)[number]

export type PlanTypeInput = {
  batch?: string | null
  majorGroup?: string | null
  institutionName?: string | null
  majorName?: string | null
  /** Any remark or source label for the route (录取类型, 备注, 计划性质). */
  remark?: string | null
}

type Rule = readonly [PlanType, RegExp]

/**
 * An inter-provincial cooperation code (河北's 「内蒙古师范大学(八协计划)」 2026 物理 308–493 where the ordinary floor is 443;
 * 黑龙江's 「第002组(不限)协作计划」, 「会计学（八省区对等协作计划）」): places filed apart from the ordinary codes, admitted on
 * their own terms and far below them, so never the college's ordinary line (ADR 173). Read in major names too, where
 * 黑龙江 prints it; 新疆协作 is a 民族班 route and is matched before.
 */
const COOPERATION: Rule = ['其他', /八协|协作计划|对等协作/]

/** 农村 alone: a row's route, yet in a question a word about the candidate (农村户口), so no plan's name there. */
const RURAL: Rule = ['地方专项', /农村/]

// Checked in order: the first match wins. Art and sport come first because an art 中外合作 or art
// 公费师范 row is still judged on an art score; 预科 before 民族班 and 专项 because a 民族预科 or a
// 专项预科 is admitted as 预科; 地方/高校 before 国家 so that 地方农村贫困专项 is not read as 国家贫困专项.
const RULES: readonly Rule[] = [
  ['艺术', /艺术|美术|音乐|舞蹈|戏剧|戏曲|播音|书法|服装表演|影视|表演|表\(导\)演|导演|编导|艺考|艺体/],
  ['体育', /体育|运动训练|武术与民族传统/],
  ['预科', /预科/],
  ['高校专项', /高校专项|高校农村专项/],
  [
    '地方专项',
    /地方专项|地方农村|农村专项|苏区专项|乡村振兴|帮扶专项|区域(教育)?均衡|边境专项|民族地区专项|积石山|迪庆专项|藏区专项|南疆单列|专项南单|南单|专向南单/,
  ],
  ['国家专项', /国家专项|国家贫困|贫困|国专|精准专项|脱贫地区专项/],
  ['公费师范', /公费师范|优师|免费师范|乡村教师|全科教师|定向师范|师范.{0,3}公费|公费.{0,3}师范/],
  // 双语 names a 民族班 only as 民汉/藏汉 … 双语: a 双语实验班 or 中英双语 class is an ordinary major taught in two languages.
  [
    '民族班',
    /民族班|民族\/|少数民族(班|专项|考生)|民族专项|民族互换|互换培养|内高班|内地班|内地高中班|新疆班|西藏班|新疆协作|蒙授|蒙文班|民语|民考汉|汉考汉|[民藏蒙维彝哈朝壮]汉双语|汉[藏蒙维彝]双语|单列类|藏语|彝语|直过民族|人口较少民族|民族语言授课|民族语授课|民族语(?!言文学)|藏文类|蒙文类|藏文专业|彝文专业|[一二]类模式|区内少数民族/,
  ],
  // 中日合作, 中爱合作 … name the partner country (福建 2025 prints 福建师范大学（中日合作） as its own 院校代码, ADR 110);
  // 与中兴合作 is a company, not a country
  [
    '中外合作',
    /中外|国际项目|国际课程|国际班|国际本科|国际教育|学分互认|中英|中美|中俄|中澳|中法|中德|中[日韩加爱荷葡奥意芬匈白乌哈马]合作|4\+0|马来西亚分校|境外校区|海外校区|(爱尔兰|芬兰|波兰)校区|联合学院|国际学院|迈阿密学院|乌拉尔学院|彼得堡/,
  ],
  ['合作办学', /闽台|粤港|粤澳|粤台|桂台|豫台|内地香港|内地澳门|合作办学|联合办学|联办|联合培养|协同培养|分段培养|合作培养/],
  // 黑龙江's 振兴龙江计划 (groups printed 「…第003组(不限)振兴龙江计划」, some 「振兴龙江计划：定向鸡西」) is a plan of its own with
  // a service commitment, filed apart from the ordinary groups: never the college's ordinary line, never given a chance
  ['定向', /定向|定藏|非西定西|就业计划|农技推广|林业工作站|国有林场|自然保护地|林业站|面向.{1,6}就业|振兴龙江/],
  // A batch or group for rural candidates (甘肃 普通类本科（农村）) is a 地方专项 route; after 定向 so that
  // 农村订单定向 stays 定向.
  RURAL,
  COOPERATION,
  ['特殊类型', /特殊类型|强基|高水平运动队|高水平艺术团|综合评价|三位一体|特控|特殊批次/],
  ['其他', /特殊路径|军校|军队|部队|公安|司法|飞行|航海|消防|专升本|对口|中职|单招|分类考试|三校生|技能高考|职教|高本贯通|楚怡|地矿|单列|专项/],
]

// Wordings that contain a marker but name the ordinary route: 非定向 (not directed), 二本及预科 (the
// ordinary 二本 batch that also admits 预科), 含艺术 (an ordinary batch that includes art schools),
// 汉语国际教育 (an ordinary major: 国际 is not a cooperation marker), 农村区域发展 (an ordinary major, 120302: 农村 is not a
// rural plan there; ADR 142).
const NEUTRAL = /非定向|及预科|\(含艺术[^)]*\)|按高考文化课成绩录取的艺术类专业|汉语国际教育|农村区域发展/g

// Major names are only read for unambiguous plan markers: 音乐学 or 数字媒体艺术 are ordinary majors.
const MAJOR_RULES: readonly PlanType[] = ['预科', '高校专项', '地方专项', '国家专项', '公费师范', '民族班', '中外合作', '合作办学', '定向', '特殊类型']

const MAJOR_RULE_LIST: readonly Rule[] = [...RULES.filter(([t]) => MAJOR_RULES.includes(t)), COOPERATION]

/** Whether a wording names an inter-provincial cooperation code (八协计划, 协作计划), which sources type 普通类. */
export function namesCooperationPlan(text: string | null | undefined): boolean {
  return !!text && COOPERATION[1].test(text)
}

function clean(text: string | null | undefined): string {
  if (!text) return ''
  return text.replace(/（/g, '(').replace(/）/g, ')').replace(NEUTRAL, ' ')
}

/** What a school name adds in brackets, e.g. 深圳大学(地方专项) → 地方专项; the bare name never counts. */
function bracketed(text: string): string {
  return [...text.matchAll(/\(([^)]*)\)/g)].map((m) => m[1]).join(' ')
}

function firstMatch(text: string, rules: readonly Rule[]): PlanType | null {
  if (!text.trim()) return null
  for (const [type, re] of rules) if (re.test(text)) return type
  return null
}

/**
 * Classifies a row from its batch, group, school-name suffix, major name and remarks. Rows with no
 * marker anywhere are 普通类. The batch and group are read first, then the remark, then the names.
 */
export function classifyPlanType(input: PlanTypeInput): PlanType {
  const route = `${clean(input.batch)} ${clean(input.majorGroup)} ${clean(input.remark)}`
  const school = bracketed(clean(input.institutionName))
  const schoolWhole = clean(input.institutionName)
  const major = clean(input.majorName)
  return firstMatch(`${route} ${school}`, RULES) ?? (/马来西亚分校/.test(schoolWhole) ? '中外合作' : null) ?? firstMatch(major, MAJOR_RULE_LIST) ?? '普通类'
}

/** True for the plan type a candidate without special eligibility is admitted under. */
export function isOrdinaryPlanType(type: string | null | undefined): boolean {
  return type === null || type === undefined || type === '普通类'
}

/**
 * The wordings by which the rows name a route that is not the ordinary one (闽台, 乡村振兴, 优师, 南疆单列, 学分互认 …),
 * read from the same rules that type the rows: a reader of questions knows a plan by every name the data gives it
 * (「不要闽台合作」 rules a route out). 其他 and 特殊类型 are left out: their words (专项, 特控, 对口 …) are batches and
 * words of other questions too; so is 农村 alone.
 */
export const PLAN_TYPE_WORDINGS: readonly RegExp[] = RULES.filter((rule) => rule !== RURAL && rule[0] !== '其他' && rule[0] !== '特殊类型').map(([, re]) => re)
