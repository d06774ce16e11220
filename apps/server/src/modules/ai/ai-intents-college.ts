import {
  oneSchool,
  WHICH_COLLEGES,
  RECOMMEND,
  SPECIAL_PLAN,
  tiersListed,
  APPLY,
  OWN_SCORE,
  YEARS,
  LINE_ASKED,
  placed,
  LINE_WORDS,
  OTHER_ASK,
  OWN_SCORE_OTHER_ASK,
  CHANCE,
  lineNotCount,
} from './ai-intent-patterns.ts'
import { GROUP_LINE, GROUP_LINE_ASKED, GROUPS_TABLED, LINE_OF_UNIT } from './ai-intent-unit-lines.ts'
import { kindTypesAsked } from './ai-college-kinds.ts'
import { COLLEGE_APPLY, LIST_ASKED, TERSE_CHANCE } from './ai-intent-terse-asks.ts'
import { majorOfferedIntent } from './ai-answers-major-offered.ts'
import type { Intent } from './ai-intents.ts'
import type { Entities } from './ai-nlu.ts'
import { lineStandsForIntent } from './ai-line-stands-for.ts'

/**
 * The intents about one college or a few (its plans, fees, majors, chance, lines, facts), in the order they are
 * tried; moved out of ai-intents.ts unchanged (its order is kept by spreading them at the same place).
 */
/** A 专项's line asked of a province, no college and no score named: the province's 专项 control line. */
export const PROVINCE_SPECIAL_LINE = (q: string, e: Entities) =>
  e.province !== null && e.schools.length === 0 && e.score === null && /专项.{0,6}线(?!上)/.test(q)

/** 哪些专业组有希望, 哪几个组可以考虑, 有戏的组: which of a college's groups are within reach, a chance asked of each */
const GROUPS_IN_REACH =
  /(哪些|哪几个|哪个|什么)(专业)?组.{0,6}(有希望|希望大|可以考虑|值得考虑|能上|能进|稳|有戏|够得着|有机会|机会大|把握)|(有希望|有戏|能上|稳|够得着)的(专业)?组/

/** 报临床能成不, 学医行不行, 读法学中不中: whether a major is open to the candidate, asked after it */
const MAJOR_OPEN_ASKED = /(报|学|读|选|考).{0,8}(能成|成不|成吗|行不|行吗|能行|中不|得行|可以不|可以吗|没问题|有问题)/

/**
 * 「河大到底是不是211啊？双一流是啥学科，中不中说说」: a college's facts asked, 中不中/行不行 only the asker's way of asking
 * "well?", with no score or rank said: the facts, not a chance that would ask for a score.
 */
const factsWithLooseVerdict = (q: string, e: Entities) =>
  e.score === null &&
  e.rank === null &&
  /211|985|双一流|学科|在哪|排名|公办|民办/.test(q) &&
  /中不中|行不行|得行|咋样|怎么样/.test(q) &&
  !/能上|能报|能进|考得上|录取/.test(q)

/** 「是…985吧」「是211对吧」: a college's tier said as a premise to confirm */
const TIER_CLAIM = /是.{0,10}(985|211|双一流)[^？?，,。]{0,4}(吧|吗|么|嘛|对吧|是吧|没错)/

export const collegeIntents: readonly Intent[] = [
  {
    id: 'special_plan',
    title: '专项计划、预科、中外合作（资格与计划）',
    example: '郑州大学在河南有国家专项吗，谁能报',
    // the fee of a college's 中外合作 programme is a tuition question (the plan row says it)
    // 「非中外合作」「不要专项」 leaves the plan out: it names what is not asked
    match: (q, e) =>
      SPECIAL_PLAN.test(q.replace(new RegExp(`(非|不是|不含|不要|不考虑|除了?|排除)(${SPECIAL_PLAN.source})`, 'g'), '')) &&
      !(oneSchool(e) && /学费|多少钱|收费|费用|贵不贵/.test(q)) &&
      // 「海南国家专项那个线26年好多分」: a province's 专项 line with no college is its control line (batch_line)
      !PROVINCE_SPECIAL_LINE(q, e),
  },
  // 「护理学的线能代表郑大的线吗」: the premise answered, then the college's lines by group
  lineStandsForIntent,
  { id: 'tuition', title: '院校学费', example: '郑州大学在河南的学费多少', match: (q, e) => oneSchool(e) && /学费|多少钱|收费|费用|贵不贵/.test(q) },
  {
    id: 'school_strengths',
    title: '院校一流专业与学科评估',
    example: '郑州大学有哪些国家级一流专业',
    match: (q, e) => oneSchool(e) && /一流专业|一流本科|王牌专业|优势专业|强势专业|特色专业|学科评估|评估结果|A\+|哪些专业强|专业实力/.test(q),
  },
  {
    id: 'major_subjects',
    title: '专业的选科要求',
    example: '临床医学要选什么科',
    match: (q, e) =>
      e.majors.length > 0 &&
      e.schools.length === 0 &&
      (/选科|选考|选什么科|要求.{0,4}(科目|物理|化学|选)|需要选|必须选|要选|科目要求|不选物理|没选(物理|化学)|能报.*吗/.test(q) ||
        // “我历史类的能学临床不”: a track or 选科 and whether that major is open to it
        // 「物政地，报临床医学能成不？」「学医行不行」: the same asked after the major, in everyday words (ADR 162)
        ((e.subjectType !== null || e.subjects.length > 0) && (/(能|可以|可不可以|能不能)(报|学|读|选|考)/.test(q) || MAJOR_OPEN_ASKED.test(q)))) &&
      !/霍兰德/.test(q),
  },
  {
    id: 'subject_requirement',
    title: '选科能否报考某院校',
    example: '物化生能报浙江大学吗（浙江）',
    match: (q, e) =>
      oneSchool(e) &&
      // 「不限选考那个组的最低分」「选考化学的组投档分」: the 选科 only names which group's line is asked
      // 「孩子选考物理、化学、地理，想报山东师范大学，有没有希望」: the 选科 said of the candidate, the chance asked (ADR 162)
      (((e.subjects.length > 0 || /选科|选考|科目要求/.test(q)) &&
        (/能报|可以报|能不能报|要求|限制|符合/.test(q) || APPLY.test(q) || (/选科|选考/.test(q) && !CHANCE.test(q) && !TERSE_CHANCE.test(q))) &&
        !LINE_WORDS.test(q)) ||
        // “我能报广西医科大学的临床医学吗”: whether a named major is open to the candidate (the saved 选科), no score asked;
        // “物化地 河北医大 临床”: a 选科, a college and a major, nothing else asked
        (e.majors.length > 0 &&
          e.score === null &&
          e.rank === null &&
          (APPLY.test(q) || (e.subjects.length > 0 && !/分|线|位次|学费|多少|几年|学制|招|计划|排名/.test(q))))),
  },
  {
    id: 'major_compare',
    title: '两个专业对比',
    example: '金融学和会计学哪个好',
    match: (q, e) => e.majors.length >= 2 && e.schools.length === 0 && /哪个|还是|对比|比较|区别|选哪|怎么选|如何选|vs|和.*比|不同/i.test(q),
  },
  {
    id: 'school_compare',
    title: '两所院校对比',
    example: '郑州大学和河南大学哪个好',
    // 「…在哪个城市」「归哪个管」 ask where and whose each one is (ADR 147, 151), not which is better; 「和中国矿业大学（北京）什么关系」「是不是一个学校」:
    // two colleges told apart are compared too (ADR 149)
    match: (q, e) =>
      e.schools.length >= 2 &&
      /哪个(?!城市|省|地方|市|区|管|部门|单位)|还是|对比|比较|区别|选哪|怎么选|如何选|vs|和.*比|关系|是不是(同)?一个|一个学校|一所学校|两[个所]/i.test(q),
  },
  {
    id: 'recommend_schools',
    title: '按分数推荐院校（冲稳保）',
    example: '河南物理类580分能上哪些大学',
    match: (q, e) =>
      // a kind of college said whole (「想学医，推荐几个医科大学」) is a list asked, even with the major it implies; so is a
      // major with the candidate's score (「580分，想学计算机，推荐几个学校」): the list filtered by it, not the major's colleges
      // ranked by their lines whatever the score
      ((e.schools.length === 0 && (e.majors.length === 0 || kindTypesAsked(q) !== null || e.score !== null || e.rank !== null)) || /其中/.test(q)) &&
      (RECOMMEND.test(q) ||
        (WHICH_COLLEGES.test(q) && /学校|大学|院校|本科|专科/.test(q)) ||
        (placed(e) && (/冲稳保|保底|推荐|有啥|有什么/.test(q) || WHICH_COLLEGES.test(q))) ||
        // “按保存的分数推荐冲一冲、稳一稳、保一保的院校”, “给我整几个学校，冲的稳的保底的都要”: the tiers asked for, the saved score used
        tiersListed(q)),
  },
  {
    id: 'enrollment_plan',
    title: '院校招生计划',
    example: '吉林大学2026年在吉林招多少人',
    // 「东林在黑龙江招物理类学生，最低投档分数线多少」: 招 only says whom the college takes; a line asked with no count is the line
    match: (q, e) =>
      oneSchool(e) && /招生计划|招多少|招几个|计划招|招生人数|招生名额|招.{0,4}(人|学生)|计划.{0,6}(多少|几)|计划数|计划人数/.test(q) && !lineNotCount(q),
  },
  {
    id: 'major_groups',
    title: '院校专业组及组内专业',
    example: '郑州大学在河南物理类有哪些专业组',
    // 「…专业组线」「专业组投档」, and a group named with its line asked anywhere (「合工大004专业组（安徽物理类）去年多少分」)
    // ask the group's line (admission_history), not the list of groups;
    // 「报广西大学152专业组稳不稳」: one group named by its code, with a chance asked, is that group's chance (admission_chance)
    match: (q, e) =>
      oneSchool(e) &&
      /专业组/.test(q) &&
      !/什么是|什么意思/.test(q) &&
      !GROUP_LINE.test(q) &&
      !GROUP_LINE_ASKED.test(q) &&
      !GROUPS_TABLED(q) &&
      !(/\d\s*专业组/.test(q) && CHANCE.test(q)) &&
      // 「报湖北大学物理类的专业组能上吗」: a chance asked of the college's groups, not their list
      !((CHANCE.test(q) || TERSE_CHANCE.test(q)) && !LIST_ASKED.test(q)) &&
      // 「哪些专业组比较有希望」「哪几个组可以考虑」: the groups within the candidate's reach, each one's chance (ADR 162)
      !GROUPS_IN_REACH.test(q),
  },
  {
    id: 'admission_chance',
    title: '某分数能否上某院校（录取概率）',
    example: '我河南物理类580分能上郑州大学吗',
    match: (q, e) =>
      oneSchool(e) &&
      !LINE_ASKED(q, e) &&
      !factsWithLooseVerdict(q, e) &&
      // 「郑州大学是河南唯一的985吧？我想冲一下郑大」: a tier said as a premise, no score said: the premise is answered first
      !(TIER_CLAIM.test(q) && e.score === null && e.rank === null) &&
      (CHANCE.test(q) ||
        TERSE_CHANCE.test(q) ||
        // 「湘潭大学 哪个组最稳」: the groups within reach, each with its own chance (ADR 162)
        GROUPS_IN_REACH.test(q) ||
        // 「江西 物理 580 南昌大学 2025线」: a score, a college and the year's line to hold it against, nothing asked of the line
        ((e.score !== null || e.rank !== null) && e.year !== null && /(\d{2}|年)的?线/.test(q) && !/什么|多少|几|怎么|哪|吗|？|\?/.test(q)) ||
        // 「郑大能报不？」: a college alone asked whether one may apply is whether the score reaches it (a major's 能报 is its 选科)
        (e.majors.length === 0 && COLLEGE_APPLY.test(q)) ||
        ((e.score !== null || e.rank !== null) && /吗|么|？|\?/.test(q) && !OTHER_ASK.test(q)) ||
        // 「我的分 中南」「孩子的分数报南昌大学怎么样」: the saved score and a college, nothing else of the college asked
        (OWN_SCORE.test(q) && !OWN_SCORE_OTHER_ASK.test(q)) ||
        // “江西 物理 600 南昌大学”: a score or rank and a college, nothing else asked — the chance is what is wanted
        // (a follow-up “那近三年呢” or a year or line named asks something else)
        ((e.score !== null || e.rank !== null) && !OTHER_ASK.test(q) && !/什么|多少|怎么|哪|几|介绍|学费|计划|选科|专业组|一流|评估|呢|年|线/.test(q))),
  },
  {
    id: 'admission_history',
    title: '院校历年录取分数线',
    example: '郑州大学在河南录取分数线是多少',
    match: (q, e) =>
      oneSchool(e) &&
      (LINE_ASKED(q, e) ||
        /分数线|录取分|最低分|多少分|位次|投档线|投档分|录取线|往年|历年|去年|投档(?!规则|原则|比例|是|什么|怎么)/.test(q) ||
        YEARS.test(q) ||
        // a group's line (天大2025专业组线, 黑大 历史 004组) or a major's where nothing else is asked (东北大学 计科 辽宁 物理)
        LINE_OF_UNIT(q, e) ||
        // “武大 湖北 2026 物理”: a college with a year and a province and nothing else asked is its line that year
        // 「武船职院 物理 专科 2025」: a track instead of the province reads the same (the college's home province)
        // 「北民大 宁夏 物理」: with no year, a college with both a province and a track and nothing else is its lines there
        // 「杭电 计算机科学与技术 2025 2026」: two years, or a major's year, and nothing else read the same
        ((e.year !== null
          ? e.province !== null || e.subjectType !== null || e.years.length >= 2 || e.majors.length > 0 || /(\d{2}|年)的?线/.test(q)
          : e.province !== null && e.subjectType !== null && q.length <= 20) &&
          e.score === null &&
          e.rank === null &&
          !/[吗么？?]|985|211|双一流|在哪|排名|官网|电话|学费|专业组|计划|选科|怎么样|介绍/.test(q))),
  },
  // 「郑大有没有临床医学」: the college's own plan rows, not its card (ADR 147)
  majorOfferedIntent,
  {
    id: 'school_tier',
    title: '院校是否985/211/双一流',
    example: '郑州大学是211吗',
    match: (q, e) => oneSchool(e) && /985|211|双一流|一流大学|重点大学|几本|一本还是/.test(q),
  },
  { id: 'school_location', title: '院校所在城市', example: '哈工大在哪个城市', match: (q, e) => oneSchool(e) && /在哪|哪个城市|哪里|地址|位于|所在地/.test(q) },
  { id: 'school_rank', title: '院校排名', example: '浙大排名第几', match: (q, e) => oneSchool(e) && /排名|排第几|第几名|名次/.test(q) },
  { id: 'school_contact', title: '院校官网与招生网', example: '北大招生网是什么', match: (q, e) => oneSchool(e) && /官网|网址|网站|招生网|电话|联系/.test(q) },
  { id: 'school_overview', title: '院校综合介绍', example: '郑州大学怎么样', match: (q, e) => oneSchool(e) },
]
