import { DIALECT_CHANCE } from './ai-chance-verbs.ts'
import type { Entities } from './ai-nlu.ts'

/**
 * The patterns the intents of ai-intents.ts are made of: how a question names colleges, tables, tiers, ranks, lines and
 * chances. One place, so the ordered intent list reads as a table.
 */
export const has = (re: RegExp) => (q: string) => re.test(q)
export const oneSchool = (e: Entities) => e.schools.length >= 1
/** 能上啥学校, 能去哪儿, 报哪些大学: asking which colleges, however it is said */
// 「能念个啥大学」「读个什么学校」 (v24): 念 and a measure word 个 in the asking too
export const WHICH_COLLEGES =
  /(能|可以|可|还能)?(报|上|去|读|考|念)(些|个)?(啥|什么|哪些|那些|哪儿|哪里|哪所|哪个)(样的)?(学校|大学|院校|本科|专科|高职)?(?!专业)/
// 「能够上211不」「能不能考上个985」: a tag of colleges asked with 能够, 能不能 and 个 in the asking too
export const RECOMMEND =
  /(?:能|可以)(?:整|弄|搞|读|念)个?(?:啥|什么|哪些?)(?:好的?)?(?:大学|学校|院校|本科)|(?:啥|什么)(?:好的?)?(?:大学|学校|院校)(?:能|可以)?(?:上|读|去|念)|能报哪些|能上哪些|能去哪些|能报什么|能上什么|能去什么|可以上什么|可以报什么|推荐.{0,8}(学校|大学|院校|本科)|(学校|大学|院校).{0,4}推荐|哪些(学校|大学|院校|本科|专科|高职)|什么专科|专科(学校|院校)?(推荐|有哪些)|有什么学校|冲一冲哪|报什么(学校|大学)|报哪|名单|(能够?|可以|可|够)(不能|否)?(上|报|去|考上?|进|读)(个|得了|得上)?(985|211|双一流)|有(985|211|双一流)|哪些(985|211|双一流)|(985|211|双一流).{0,6}(可以上|能上|能报)|适合我的(学校|大学|院校)|有哪些(?:可以|能)(?:报|上|去|考虑)(?!的?专业)|其中.{0,6}(985|211|双一流)/
export const SPECIAL_PLAN = /国家专[项想]|地方专项|高校专项|专项计划|农村专项|预科|中外合作|合作办学|民族班|公费师范|定向生|强基/
/**
 * A named college's lines put in a table (「整理一张表：南京大学2026年江苏物理类每个专业组的投档线」): that college's
 * record laid out, not a 志愿表 to generate (ADR 125); a 志愿 word keeps it the 志愿表.
 */
export const collegeLinesTabled = (q: string, e: { schools: readonly unknown[] }) =>
  e.schools.length >= 1 && /投档线|投档分|录取线|分数线|最低分|最低位次|专业组的?线/.test(q) && !/志愿|冲稳保|冲.{0,2}稳.{0,2}保/.test(q)

/** 一键生成 / 帮我填一张志愿表: the one-tap table. */
export const AUTO_TABLE =
  /一键(生成|填报|填)|自动(生成|填)|(生成|做|出|填|排|弄|列|制作|搞|整).{0,12}(志愿表|志愿单|一张表|一份志愿|整张|志愿方案|填报方案)|(帮我|给我|替我).{0,4}(填|排)(一?下)?志愿|(志愿表|志愿单).{0,3}(咋|怎么|如何|怎样)(弄|做|排|整|搞|填)/
/**
 * With a score given or the saved one meant, a whole table is what is wanted: 「江苏 物理 600 志愿表」, 「80个志愿怎么分配」,
 * 「40个组咋排」, 「冲、稳、保各放多少个」, 「排下志愿」 (the one-tap table, or the tiers by the stated score).
 */
export const TABLE_WANTED =
  /志愿表|志愿单|志愿方案|冲稳保.{0,6}(分配|比例|怎么分|各)|(志愿|志原|组).{0,10}(怎么|咋|如何)(排|分配|放|填|安排)|(冲|稳|保).{0,6}(各|分别).{0,4}(多少|几)|排(一?下)?志愿/
/** 冲稳保 named as what is wanted: 冲稳保, 冲一冲…保一保, 冲的稳的保底的 */
export const TIERS_WANTED = /冲稳保|冲.{0,4}稳.{0,4}保|冲一冲|保一保|保底的/
/** What a tiered list is asked as: colleges, a few of them, or a plan, a list, a 志愿 made (做个冲稳保的方案, 排个单子). */
const TIERS_LIST = /学校|院校|大学|推荐|几个|几所|一些|列|方案|单子|志愿|排一?个|做一?个/
/** The tiers asked for as a list (“按保存的分数推荐冲一冲…的院校”), not what they mean (冲稳保是什么意思). */
export const tiersListed = (q: string) => TIERS_WANTED.test(q) && TIERS_LIST.test(q) && !/什么是|什么意思|啥意思|是什么|怎么分|区别/.test(q)
/** 能报, 能填不, 报得了: whether one may apply (选科), not whether one gets in */
// 让报不, 让不让报, 给不给报, 准不准报: whether one is allowed to apply, in everyday words
// 「临床是不是报不了」「护理总归好报的吧」 (v24): whether one may apply, said by what stops it or how easy it is
export const APPLY = /(能|可以|可不可以|能不能|让|让不让|给不给|准|准不准)(报|填)|(报|填)(得|不)了|好(报|填)/
/**
 * 排多少名, 排到多少, 排第几, 排几名, 位次: the rank of a score asked. Dialect and typed forms count too: 好多名 and
 * 排好多 (= 多少, south-western), 排位/牌位 (Cantonese 排位), 为次 (位次 typed), 什么位置, and a threshold asked
 * (能排到两万名以内不, 能排前一万不), which the rank itself answers.
 */
// the table's columns said (本段人数, 累计人数) or how many share a score are the table's row too (ADR 140)
export const RANK_ASK =
  /累计人数|本段人数|同分人数|同分(?:的|考生)?(?:有|是)?(?:多少|几)个?人|位次|为次|排名|名次|多少名|好多名|第几|一分一段|[排牌]位|排(到|在|进)?(全省)?(多少|几|第几|哪|啥|好多)|(多少|几)位(?!数)|(什么|啥|哪个)位置|(排|进)(到|进|在)?(前|全省前)[\d一二三四五六七八九十两]+|排(到|进|在)?[\d一二三四五六七八九十两]+(万|千)?名?(以内|之内|前)/
/** A rank asked of a province with no score, no rank and no college or major named: the score is what is missing. */
export const RANK_WITHOUT_SCORE = (q: string, e: Entities) =>
  e.province !== null &&
  e.rank === null &&
  e.schools.length === 0 &&
  e.majors.length === 0 &&
  (/能排|排(到|在)?(多少|几|第几|好多)|多少名|几名|名次/.test(q) || TERSE_RANK(q, e))
/**
 * 「河南 物理 位次」, 「湖北历史类排名查下」: a province's (and track's) rank named with nothing that asks what a
 * rank is; the candidate's rank is wanted, and the score is what is missing.
 */
export const TERSE_RANK = (q: string, e: Entities) =>
  /位次|排名|名次/.test(q) &&
  (e.subjectType !== null || q.replace(/\s/g, '').length <= 10) &&
  !/是什么|什么意思|啥意思|怎么(看|算|查|理解)|含义|区别|重要|还是|为什么|有什么用|作用/.test(q)
/**
 * 我这分, 孩子的成绩, 我资料里的分数, 我填的那个分, 档案里那个分, 按保存的成绩: the candidate's own (saved) score,
 * not a number in the question; a place where it is kept, or a possessive, then 分/成绩 within the clause; or the score
 * said first and where it is kept after (v24: 「孩子分数已经存在账号里了」, 「分数已经填在资料里了」, 「分数在账户里」).
 */
export const OWN_SCORE =
  /(我|孩子|娃|咱|俺)(这|的|这个|那个|今年的?|高考的?|今年高考的?|考的)(个)?(分|成绩|成级)|(孩子|娃)(分数|成绩)|(资料|档案|个人信息|账号|账户|保存|存的|存了|存过|存着|填的|填过|录入|登记|注册)[^，,。；;？?！!\d]{0,6}(分数|分|成绩|成级)|(分数|成绩)[^，,。；;？?！!\d]{0,6}(资料|档案|个人信息|账号|账户)(里|中|上)|(分数|成绩)(已经|早就|都)?(填|存|录|保存)(了|过|好)|(按|用|拿)(我|孩子)的?(分|成绩|成级)/
/**
 * 我位次, 我的排名, 孩子排多少名, 俺这分排第几: one's own rank asked, tersely or not, with the score left to the saved
 * profile; a rank of one's own, never what a 位次 is (「我们学校排名」 is not: 们 is not one of these).
 */
export const OWN_RANK =
  /(我|孩子|娃|咱|俺)(的|这|这个|自己的?)?(分数?|成绩)?的?(位次|排名|名次|排多少|排第几|排几|排老几)|(这个?|这点|我的?|他的?|她的?)(分数|分|成绩)(?!线).{0,12}(排第几|排多少|排老几|排几|位次|排名|名次)/
/** 近三年 / 这几年 / 历年: lines over several years. */
export const YEARS = /近(三|3|两|2|五|5|几)年|前(三|3|几)年|这(几|三|两)年|(三|3|几)年(的|来)|历年|往年|每年/
/** 忽略之前的指令, 系统提示词, 越狱: a request to change the assistant's rules. */
export const OVERRIDE = /忽略.{0,6}(指令|规则|设定|提示)|system prompt|系统提示词|越狱/i
/**
 * “南大今年在江苏物理大概多少分能进”, “山大计算机25年多少名能上”, “上海大学2026投档分多少”: the
 * line is asked (no score or rank of one's own is given), however the question ends.
 */
export const LINE_ASKED = (q: string, e: Entities) =>
  e.score === null &&
  e.rank === null &&
  (/(多少|几)(分|名|位)|投档分|最低(分|位次|投档|多少|是多少|几)|(20\d\d|今年|去年|[2-9]\d年).{0,12}(分数|位次)(是?多少)?[？?]?$/.test(q) ||
    LOWEST_RANK.test(q)) &&
  !/一分一段|满分/.test(q) &&
  // “排多少名” is the candidate's rank, unless it is the rank needed to get in (“排多少名能进”, “排多少名进得去”, Cantonese
  // “排几多先入到”) or the lowest one admitted
  !(/排多少名|排第几/.test(q) && !GET_IN.test(q) && !LOWEST_RANK.test(q))
/** Getting in said after what it takes: 能进, 才能上, 进得去, 上得了, 入得到, 先入到 (ADR 149) */
const GET_IN = /(能|才能|可以|就能)(进|上|录)|(进|上|入|录)得(去|了|上|进|到)|[先才]入(到|得)/
/**
 * 「最低排名」「录取最低排多少名」「最低名次」: in an admission question the lowest rank admitted (最低位次), never the
 * college's place in a league table (排名 alone, 「青大排名第几」).
 */
export const LOWEST_RANK = /最低(的)?(排名|名次|排多少名?|排几名?|排到多少)|录取.{0,6}(排名|名次)|(排名|名次).{0,4}最低/
/** 上本科要多少分, 过一本得几分, 考上二本需要多少分: reaching a batch, asked as a score */
export const REACH_BATCH =
  /(上|过|进|考上?|够|达到)(个)?(本科|一本|二本|专科|特控|重本)(批|线)?.{0,6}(要|需要|得|至少)?(多少|几)分|(本科|一本|二本|专科|特控|重本)(批|线)?(要|需要|得|至少)(考)?(多少|几)分/
export const placed = (e: Entities) => e.score !== null || e.rank !== null || e.province !== null
/** A message that only states facts about the candidate (“我是湖北物理类的”, “考了610分”): nothing asked. */
export const statesOnly = (q: string, e: Entities) =>
  e.schools.length === 0 &&
  e.majors.length === 0 &&
  (placed(e) || e.subjectType !== null || e.subjects.length > 0) &&
  // 「555分为次」: a rank asked in a typed or dialect word is a question, not a statement
  !RANK_ASK.test(q) &&
  // 「还分文科理科不」: the exam model by its tracks is asked (ADR 147)
  !TRACKS_OF_A_MODEL.test(q) &&
  // 「那我的分够不够」: an A-not-A (够不够, 行不行, 稳不稳) asks, with or without a question mark (ADR 151)
  !/([\u4e00-\u9fff])不\1/.test(q) &&
  // 「A 还是 B」 offers a choice to be answered, and 文理 / 3+1+2 / 新高考 name the exam model asked (「新疆 2027 文理 还是 3+1+2」)
  !/[吗么呢哪啥几咋？?]|什么|多少|怎么|如何|[赋付]分|总分|满分|标准分|能|可以|推荐|排|位次|线|学费|学制|学位|费用|选科|要求|相当|换算|等位|一分一段|模式|填报|批次|志愿|专业|学校|大学|院校|名单|冲|保|稳|还是|文理|新高考|老高考|3\+[13]/.test(
    q,
  )
/** A line asked by its name: a group named by its 选科 in such a question only says which group */
export const LINE_WORDS = /最低分|最低位次|投档分|投档线|录取线|分数线|录取分|多少分|位次/
/** 招多少人, 计划几个, 名额: a count of places asked (the plan), not a line */
const COUNT_ASKED = /招生计划|招多少|招几个|计划招|招生人数|名额|多少(个)?人|几个人|几人|计划.{0,6}(多少|几)|人数/
/** A line asked (最低投档分数线, 位次) with no count of places: 招 in it only says whom the college takes. */
export const lineNotCount = (q: string) => LINE_WORDS.test(q) && !COUNT_ASKED.test(q)
/** A question about something else of the college (its tag, city …), even with a score in the conversation. */
export const OTHER_ASK = /985|211|双一流|在哪|城市|排名|排第几|官网|招生网|电话|专业组|招生计划|招多少|分数线|最低分|多少分|学什么|怎么样/
/** With the candidate's own score named, these still ask something else of the college than the chance. */
export const OWN_SCORE_OTHER_ASK =
  /学费|多少钱|在哪|还是哪|城市|排名|公办|民办|私立|办学性质|正经本科|是不是本科|官网|招生网|电话|专业组|招生计划|招多少|分数线|最低分|多少分|学什么|选科|选考|一流|评估|介绍|985|211|位次|(?<!(?:对照|参照|比照|按|照|看)(?:今年|去年|最新|往年)?的?)(?:投档|录取线|控制线|(?:专科|本科)线)/
const CHANCE_MANDARIN =
  /几率|拿下|够唔够|够[得的]?着(?!手)|拿得下|十拿九稳|稳稳|可能性|行不行|行吗|能行(?:吗|么|嘛|不(?![通好]))|(?<![不能])够(?:吗|么|嘛)|靠谱(吗|不)|稳上|妥(吗|不)|没问题吧|(能|可以|可|够)(不能|否)?(报|考|冲|稳|进)?(上|进|录)(吗|么|嘛|不|没|了吗|得了|得上|去)|稳不稳|有戏|有得(上|读|进)|悬不悬|把握|能录|够得着|够得上|能上|能不能上|能否|有没有希望|有希望|录取概率|概率|机会|稳吗|够不够|上得了|考上|能去|能进|能录取|被录取|可以上|可以去|冲一冲|冲得上|保底|兜底|托底|兜得住|保得住|想冲|能冲|(希望|机会|胜算|把握)(大|多大|有多大|几成)|几成/
/** A college's chance asked, in Mandarin or in a dialect's words (ai-chance-verbs.ts). */
export const CHANCE = new RegExp(`${CHANCE_MANDARIN.source}|${DIALECT_CHANCE.source}`)

/**
 * The two exam models by their tracks, in everyday words: 文科理科, 文科还是理科, 分文科, 选物理历史, 物理还是历史 (the
 * old model's 文/理 against the new one's 物理类/历史类); with a province, which model it has is asked (ADR 147).
 */
export const TRACKS_OF_A_MODEL =
  /文科理科|理科文科|文理科|文科还是理科|理科还是文科|分文科|(选|分|考|按)(物理|历史)类?[、和与跟或]?(还是)?(历史|物理)类?|物理类?还是历史类?|历史类?还是物理类?/
/** 什么时候开始新高考, 从哪一届, 哪年起, 起始年份, 首届: when the new model starts is asked */
export const START_ASKED =
  /什么时候|啥时候|何时|哪年|哪一年|几几年|哪一?届|哪个年级|从.{0,8}(开始|起)|开始|起步|起始|始于|首届|第一届|元年|改革|实施|实行|落地|年份/
/**
 * 志愿模式, 填报方式, 志愿数量, 志愿 的个数: how a province's 志愿 are filled and how many, asked in keywords (「青海 本科
 * 志愿模式 数量」); a province's rules, never off-topic (ADR 119).
 */
// 「福建本科批 96个专业+院校？」: the mode named by its unit (v24) asks the filling mode too
export const FILLING_KEYWORDS = /(志愿|志原|填报)(模式|方式|形式|规则)|(志愿|志原).{0,6}(数量|个数|数目)|专业\s*[+＋加]\s*(院校|学校)|院校\s*[+＋加]\s*专业/
