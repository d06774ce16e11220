import type { Intent } from './ai-intents.ts'
import type { Entities } from './ai-nlu.ts'
import { CHANCE, OWN_SCORE, RANK_ASK } from './ai-intent-patterns.ts'
import { TERSE_CHANCE } from './ai-intent-terse-asks.ts'

/**
 * Routes to the capabilities of issue 31 item 2 that the trigger words of ai-intents.ts miss: a
 * question is sent by WHAT it asks about (a fee, the 选科 of a college's unit, a major's degree, the
 * 本科 line against one's score), whatever the wording around it. Inserted before the general
 * college/major intents, each narrow enough not to take their questions.
 */
const oneSchool = (e: Parameters<Intent['match']>[1]) => e.schools.length === 1
/**
 * 「这个分放到去年能排第几，孩子爸爸说本科线才401」「318分全省排多少名？能上专科吗？」: the rank of one's own score asked,
 * a line said or a batch asked beside it; the rank's answer holds the score against that line too (ai-answers-rank-line.ts)
 */
const ownRankAsked = (q: string, e: Entities) => (e.score !== null || OWN_SCORE.test(q) || /这个分数?(?!线)/.test(q)) && RANK_ASK.test(q)
// 几钿 (吴语 多少钱), 交几多/交好多, 一年收多少 (not 收多少人): the fee in the words of every region; 贵吗, 花费, 开销 (ADR 090)
export const FEE =
  /学费|学杂费|(几|多少)万(?![名位人分])|多少钱|收费|费用|贵不贵|贵吗|贵么|多贵|花费|开销|花销|要花多少|一年.{0,4}(钱|万)|几钿|(交|缴)(几多|好多|多少)|收(几多|好多|多少)(?![人个名学位])/
const SUBJECTS_ASKED =
  /选(什么|啥子?|哪几?|几|哪些)[门科]|选考|选课|选科|要选|科目要求|外语要求|英语.{0,6}(要求|多少分|得考|要考)|外语.{0,6}(要求|多少分|不低于)/
/**
 * 「孩子选考物理、化学、地理，想报山东师范大学，有没有希望」: the 选科 said of the candidate, the college's chance asked, no
 * requirement (ADR 162)
 */
const subjectsOnlySaid = (q: string) =>
  (CHANCE.test(q) || TERSE_CHANCE.test(q)) && !/要求|限制|能不能报|能报|可以报|报不了|选(什么|啥子?|哪几?|几|哪些)[门科]|要选|外语|英语/.test(q)
/** what only the college named answers (its ranking, fees, plan, lines): the question is the college's then */
const OF_THE_COLLEGE = /排名|排第|怎么样|好不好|实力|评估|学费|招生|计划|多少钱|分数|录取|就业|学科/
const CATALOGUE_ASKED = /专业代码|代码(是)?多少|门类|属于(哪|什么)(个|一)?(门类|专业类|学科|类)/
const DEGREE_ASKED = /学士|学位|学制|几年制|读几年|学几年|读多久|要读多少年|门类|专业代码|代码(是)?多少|属于(哪|什么)/
// 「计算机是工科还是理科」「心理学是理学还是教育学」「算不算工科」: the degree's kind asked in everyday words (not 「理科生能报吗」)
const KIND = '(?:工科|理科|文科|医科|农科|工学|理学|文学|医学|农学|管理学|经济学|法学|教育学|艺术学|哲学|历史学)(?!生|类考生)'
const DEGREE_KIND_ASKED = new RegExp(`(?:是|属于|算|算不算|是不是)${KIND}|${KIND}(?:还是|或者?是?)(?!.{0,6}好)`)
/** The kind asked of a major, its names read out first: 「法学还是经济学好」 compares two majors, no kind is asked. */
function degreeKindAsked(q: string, e: Parameters<Intent['match']>[1]): boolean {
  const rest = e.majors.reduce((t, m) => t.split(m.name).join('，'), q)
  return DEGREE_KIND_ASKED.test(rest) && !/能报|可以报|能不能报|报考|哪个好|选哪|更好/.test(rest)
}
/** 有戏吗, 没戏了吧, 还有希望吗, 行不行: whether a door is still open, in everyday words */
const STILL_OPEN = /有戏|没戏|有希望|没希望|还行吗|行不行|能行吗|有没有可能|还有机会|没机会/
const CAN_APPLY = /能不能报|能报不|能报吗|能报么|可以报|报得了|报不了|能不能学|能学吗|能抱|能报|让(不让)?报|准(不准)?报|给不给报/
const BELOW_LINE =
  /本科.{0,6}(还有戏|有戏|希望|没希望|能上|可以上|上得了|够不够|够吗|还能|行不行|得不得|得行|中不中)|(还能|能不能|能|上得了|上得到|够得上|考得上|进得了|读得了)上?本科|(还能|能不能|能否|上得了|够得上|考得上)上?[一二]本(?![书子])|上不了本科|本科是不是|只能(读|上)?专科|专科(吗|了)/
/** A terse question ending in the batch only (「宁夏 380 本科」, 「河南 历史 420 专科」): keywords, no other word asked */
const TERSE_REACH = /^[^吗么呢哪啥几咋？?线校院学]{0,14}\s(本科|专科|高职)$/
/** 「本科还是专科」「是上本科还是读专科」: which of the two batches the candidate's score reaches */
const WHICH_BATCH = /本科.{0,4}还是.{0,4}(专科|高职)|(专科|高职).{0,4}还是.{0,4}本科/
/** 我, 孩子, 娃, 俺: the candidate's own score meant, saved when not said (「我能上本科吗」) */
const OWN_SCORE_MEANT = /我|孩子|娃|俺|咱/

// 好多, 几多, 好些, 多少: how many, in the words of every region (「能填好多志愿」 is 「能填几个志愿」)
// 「能报那个国家专项不」: 那个/这个 points at a thing, it counts nothing (ADR 106)
// a count asked within its clause (「能报些啥，列个单子」 asks colleges, the 个 is the list's)
const SLOTS_ASKED =
  /(志愿|志原)\s*(数|个数|个树|数量|多少个|几个|好多个|几多个)|(几|多少|好多|几多|好些|\d+|[一二三四五六七八九十]+)个?(志愿|志原|院校专业组|专业组|专业祖|组(?!合))|(能|可以|可)(填|报)(几|多少|好多|几多|好些|[^，,。？?！!\s]{0,5}(?<![那这哪])个)|(一共|最多|总共)能?(填|报)|(志愿|志原).{0,4}(填|报)(几|多少|好多|几多)|(组|专业)(数|数量)(?!据)/
/**
 * 我们省, 咱省, 咱这, 俺们这, 本省, 我们这边: the candidate's own province, not named (the saved profile's, ADR 083).
 * With no province named, a slot count asked of a batch (「本科批 志愿个数」) is the own province's too.
 */
const OWN_PROVINCE = /我们?省|咱们?(省|这|那)|俺们?(省|这|那)|本省|我们(这|那)(边|里)?|我这边|我们当地|我们那儿/
const OWN_RULES = (q: string) => OWN_PROVINCE.test(q) || /(本科|专科|高职|提前)批?.{0,8}(志愿|志原)/.test(q)
/**
 * 「一共能报多少个专业组，每组几个专业」「平行志愿能填几个」: how many 志愿 or 专业组 (or majors in one) asked, no province
 * and no major named — a count only a province's rules give, so the saved profile's (or one short question), never the
 * all-province text of what a 专业组 is. A number said (「填了48个志愿」) is no count asked.
 */
const OWN_SLOTS = (q: string, e: Entities) => e.majors.length === 0 && /志愿|志原|专业组|专业祖/.test(q) && /几|多少|好多|几多|好些/.test(q)
/** 新高考还是老高考, 3+1+2, 分不分文理, 考试模式: the exam model asked */
const MODEL_ASKED = /新高考|老高考|3\+1\+2|3\+3|文理|考试模式|高考模式|什么模式/
/** 哪年开始, 从哪一届, 起始年份, 首届: when the new model starts (新疆 2027, the cohort of autumn 2024) */
const START_ASKED = /起始|开始|哪年|哪一年|哪一?届|什么时候|啥时候|何时|首届|第一届/
/** 平行志愿, 专业组, 专业+院校, 怎么填, 调剂: how the 志愿 are filled asked */
const FILLING_ASKED = /平行志愿|专业组|专业\s*[+＋加]\s*(院校|学校)|(院校|学校)\s*[+＋加]\s*专业|填报模式|填报方式|志愿模式|怎么填|按(院校|专业|学校)填/
/** 上专科够不够, 能不能上个专科, 专科能上不, 我的分能上高职吗: the saved or stated score against the 专科 line */
const REACH_VOCATIONAL =
  /(能|能不能|可以|可不可以|够|够不够)(读|考|去)?上?个?(专科|高职)(?!线|批)|(专科|高职)(学校|院校)?.{0,3}(能上|能读|上得了|够不够|够吗|有戏|行不行|能不能上|可以上|有希望|得不得|得行|中不中)|上个?(专科|高职).{0,4}(够|行|吗|么|嘛|不)/

// 专科的最低分数线, 高职专科最低分: the 专科 line said with words between (ADR 073)
// 本一线, 本二批线: the batch by its short form (ADR 101)
/** 「本科线和特招线各是多少」「这三年的本科线分别多少」: the values of lines asked */
const LINE_VALUES_ASKED = /线[^，。？?\d]{0,8}(?:各|分别|都)?(?:是|为)?多少|(?:各|分别)是?多少|线[^，。？?]{0,16}(?:怎么变|变化|走势|趋势)/
export const BATCH_LINE =
  /(本科|专科|高职|一批|二批|本[一二三]|(?<![第这那])[一二三]本|(?<!一分)一段|二段|特[控空]|特殊类型|批次|控制|省控)[^，。？?]{0,3}[线綫]|(专科|高职)[^，。？?]{0,3}最低(分|控制)/

/** 能上吗, 够不够, 过了没, 行不行: whether a score reaches what is named */
const LINE_REACHED = /能上|能过|过得了|过了|过没过|够|行不行|行吗|有戏|能不能|上得了|可以上|中不中|得不得|得行/

/** 本科一批, 一本, 本二, 本科批, 专科批, 一段, 特控: a batch by name (its line when nothing else is asked) */
// 「西藏 理科 B类 一批 二批」「物理历史本科专科」: batches listed by name are their lines too; the 一段 of 一分一段 is no batch
// (「按今年黑龙江的一分一段，我这个分排第几」 asks the rank, ADR 162)
const TERSE_BATCH =
  /本科[一二三]批|[一二三]本(?!科)|本[一二三](?!科)|(本科|专科|高职)批|(?<!一分)[一二]段|特控|(?<![第本])[一二三]批(?!次).{0,3}[一二三]批|(本科|专科|高职).{0,3}(本科|专科|高职)/
/** 「把广西今年本科、专科控制线列个表」「几条线…弄个表」: a province's batch lines asked, a table only the form (never a 志愿表) */
export const batchLinesListed = (q: string, e: Entities) =>
  e.province !== null && e.schools.length === 0 && e.score === null && (BATCH_LINE.test(q) || (/几条线|哪几条线/.test(q) && TERSE_BATCH.test(q)))

export const capabilityIntents: readonly Intent[] = [
  {
    id: 'tuition',
    title: '院校某专业/项目的学费、学制、计划',
    example: '河工大计算机中外合作一年多少钱',
    match: (q, e) => oneSchool(e) && FEE.test(q),
  },
  {
    id: 'subject_requirement',
    title: '院校某专业/专业组的选科与外语要求',
    example: '吉大临床得选啥科才能报',
    // 「选考化学的组最低分和位次」: the 选科 names the group whose line is asked
    match: (q, e) => oneSchool(e) && SUBJECTS_ASKED.test(q) && !/录取|分数线|投档|最低|位次|多少分/.test(q) && !subjectsOnlySaid(q),
  },
  {
    id: 'major_degree',
    title: '专业的学位、学制、门类与代码',
    example: '药学毕业是医学学士对吧',
    // a major's code and 门类 are the national catalogue's, whatever college it was seen at (「看到贵州大学有个行星科学专业，
    // 专业代码多少，属于哪个门类」): the college named for context does not turn the question into the college's card
    match: (q, e) =>
      e.majors.length > 0 &&
      (e.schools.length === 0 || (CATALOGUE_ASKED.test(q) && !OF_THE_COLLEGE.test(q))) &&
      (DEGREE_ASKED.test(q) || degreeKindAsked(q, e)) &&
      !/选科|选考/.test(q),
  },
  {
    id: 'major_subjects',
    title: '某专业我能不能报（选科）',
    example: '广西历史类能报计算机科学与技术吗',
    // 「选了史政生，学医还有戏吗」: with the 选科 said, whether it is still open is asked in everyday words (ADR 101)
    match: (q, e) =>
      e.majors.length > 0 &&
      e.schools.length === 0 &&
      (CAN_APPLY.test(q) || ((e.subjects.length > 0 || e.subjectType !== null) && STILL_OPEN.test(q))) &&
      !/\d{3}分|录取|位次|概率/.test(q),
  },
  {
    id: 'province_filling',
    title: '志愿个数（按批次）',
    example: '吉林本科批志愿数',
    match: (q, e) =>
      (e.province !== null || OWN_RULES(q) || OWN_SLOTS(q, e)) && e.schools.length === 0 && e.score === null && e.rank === null && SLOTS_ASKED.test(q),
  },
  {
    id: 'province_filling',
    title: '我们省的填报模式（按保存的省份）',
    example: '咱省是平行志愿吗，按专业组填还是专业+院校',
    match: (q, e) => e.province === null && e.schools.length === 0 && OWN_PROVINCE.test(q) && FILLING_ASKED.test(q),
  },
  {
    id: 'province_exam_model',
    title: '新高考从哪年、哪一届开始',
    example: '新疆从哪一届开始考3+1+2',
    match: (q, e) => e.schools.length === 0 && e.score === null && MODEL_ASKED.test(q) && START_ASKED.test(q) && (e.province !== null || OWN_PROVINCE.test(q)),
  },
  {
    id: 'province_exam_model',
    title: '我们省的高考模式（按保存的省份）',
    example: '俺们这是3+1+2吗',
    match: (q, e) => e.province === null && e.schools.length === 0 && OWN_PROVINCE.test(q) && MODEL_ASKED.test(q),
  },
  {
    id: 'batch_line',
    title: '批次控制线（本科线、特控线、一段线）',
    example: '西藏2026理科本科一批线',
    match: (q, e) =>
      e.province !== null &&
      e.schools.length === 0 &&
      !(ownRankAsked(q, e) && !LINE_VALUES_ASKED.test(q)) &&
      // 「一模540多……想先了解下北京的本科线和特招线各是多少」: the lines' values asked, a score said in passing
      (e.score === null || (LINE_VALUES_ASKED.test(q) && !/位次|排多少|排第几|够|过线|能上|能报|差多少|高出|差几|上得了|稳/.test(q))) &&
      (BATCH_LINE.test(q) ||
        // 「新疆 2026 本科一批 文理」: a batch named and nothing else asked is its line
        (e.majors.length === 0 && TERSE_BATCH.test(q) && !/志愿|志原|几个|多少个|怎么|什么|啥|哪些|是不是|模式|规则|专业|学校|院校|大学|还是/.test(q))),
  },
  {
    id: 'bachelor_line_check',
    title: '我的分数够不够本科线（不够时看专科）',
    example: '广东物理类410分还能上本科吗',
    // 「我的分能上本科吗」「我这点分专科能上不」: the saved score (or the one stated) against the line of the batch named
    match: (q, e) =>
      e.schools.length === 0 &&
      !ownRankAsked(q, e) &&
      (((e.score !== null || /分|成绩/.test(q) || OWN_SCORE_MEANT.test(q)) &&
        (BELOW_LINE.test(q) || (REACH_VOCATIONAL.test(q) && !/哪些|哪所|什么(学校|院校)|啥学校|推荐/.test(q)))) ||
        (WHICH_BATCH.test(q) && !/哪些|哪所|什么(学校|院校)|啥学校|推荐|区别|学历/.test(q)) ||
        // 「湖南 历史 本科线 430够不够」: a batch's line named with a score and whether it reaches — that line checked
        (e.score !== null && BATCH_LINE.test(q) && LINE_REACHED.test(q) && !/哪些|哪所|什么(学校|院校)|啥学校|推荐/.test(q)) ||
        // 「宁夏 380 本科」: a score and a batch in keywords, nothing else, asks whether the score reaches that batch
        (e.score !== null && TERSE_REACH.test(q.trim()))),
  },
]

/**
 * 退档 and 投档比例 asked as “what happens if” (后面的志愿还有用吗, 进档就一定录取吗): the rules, before
 * the word 志愿 or 录取 in them is read as a question about one's own table or chances.
 */
export const ruleIntents: readonly Intent[] = [
  {
    id: 'concept_parallel',
    title: '退档、投档比例与后面的志愿',
    example: '被退档了后面的志愿还有用吗',
    match: (q, e) =>
      e.schools.length === 0 &&
      (/退档|推档|进档|投档比例|投当比例|\d{2,3}\s*[%％]|(投了档|进了档|投档后).{0,12}退|被退回|退回来|退了(咋办|怎么办)/.test(q) ||
        // 档案投过去了还能被退吗; 第一个志愿投档了…第二个还投吗 (ADR 073)
        /档.{0,8}被?退(?![休学费款])|(第一|前面|前一)[个的]?志愿.{0,20}(第二|后面|下一)/.test(q)) &&
      !/志愿表|志愿单/.test(q),
  },
]
