import { findProvincePolicy, lacksRankTables, subjectTypeFromLabel, subjectTypeLabels, type ProvinceCode, type SubjectType } from '@gk/domain'
import { seasonOf } from '../../db/read-model/season.ts'
import type { RequestContext } from '../../http/context.ts'
import type { Lexicon, SchoolEntry } from './ai-lexicon.ts'
import { onlyKind } from './ai-college-kinds.ts'
import { syllablesOf } from './ai-lexicon-fuzzy.ts'
import type { Entities } from './ai-nlu.ts'
import { institutionTags } from './ai-reference.repository.ts'
import { oldTrackPremise } from './ai-premise-old-track.ts'
import { cityPremise } from './ai-premise-city.ts'

/**
 * What the question takes for granted, checked against the data before anything is answered.
 * `stop` ends the answer at the correction (nothing sensible follows from it); otherwise the
 * correction is the first sentence and the answer goes on with the corrected facts. `guessed`: the
 * corrected facts are our reading of what the student meant (a track the province lacks), which is
 * enough for a rank but not for a probability.
 */
/** `dataYear`: a year the data has no tables or lines of yet, answered by the newest; a rule of that year is no such year (ADR 147) */
export type Premise = { correction: string; stop: boolean; entities?: Entities; guessed?: boolean; dataYear?: boolean }

// words that make a “…大学” phrase a kind of college, not a name (哪些好大学, 省内的211大学)
const GENERIC =
  /哪|什么|几所|多少|这所|那所|该校|好|名校|名牌|重点|本科|专科|一本|二本|公办|民办|985|211|双一流|国外|国内|省内|外省|本省|其他|别的|所有|普通|一流/
const STOP_WORDS = /.*(能上|能报|能去|能进|考上|报考|推荐|考|上|报|去|读|和|与|跟|是|的|在|想|到|了|吗|呢|问|说|个|所|省|市|分|啥|些)/

/** “…大学/学院” phrases in the question that name no college of the data (北京科技工程大学). */
/** A country before a name (英国…大学, 美国…学院): a foreign university, the partner of a 中外合作 programme */
const FOREIGN_PARTNER =
  /(英国|美国|澳大利亚|澳洲|加拿大|新西兰|爱尔兰|法国|德国|俄罗斯|日本|韩国|新加坡|马来西亚|意大利|荷兰|芬兰|瑞典|西班牙|白俄罗斯|乌克兰|波兰|匈牙利)[\u4e00-\u9fa5]{1,12}(大学|学院)$/

function unknownColleges(question: string, known: SchoolEntry[], lexicon: Lexicon): string[] {
  const out: string[] = []
  for (const m of question.matchAll(/[\u4e00-\u9fa5]{2,16}?(大学|学院)/g)) {
    let span = m[0]
    const cut = STOP_WORDS.exec(span.slice(0, -2))
    if (cut) span = span.slice(cut[0].length)
    if (span.length < 4 || GENERIC.test(span)) continue
    // 「能上哪些师范大学」, 「河南物理医科大学推荐」: a kind of college asked for, not a name (ADR 100)
    if (onlyKind(span, lexicon)) continue
    // 「金职大学前教育」, 「浙工大学费」: a college's short form in 大 and a word in 学 after it, not a name in 大学
    if (span.endsWith('大学') && lexicon.phrases.get(span.slice(0, -1))?.kind === 'school') continue
    // 「浙大医学院」, 「川大华西医学院」: a known college's school or faculty, not an unknown college
    if (span.endsWith('学院') && Array.from({ length: span.length - 3 }, (_, k) => span.slice(0, k + 2)).some((h) => lexicon.phrases.get(h)?.kind === 'school'))
      continue
    // 「北邮国际学院」, 「上海大学悉尼工商学院」: a 学院 right after a known college is its school (a 中外合作 programme's, ADR 090)
    const before = question.slice(0, (m.index ?? 0) + m[0].length - span.length)
    // 「和英国兰开夏大学合作的广播电视学」: a foreign partner of a 中外合作 programme is no college one applies to here
    if (FOREIGN_PARTNER.test(before.slice(-6) + span) || /^.{0,3}(合作|联合|合办)/.test(question.slice((m.index ?? 0) + m[0].length))) continue
    if (
      span.endsWith('学院') &&
      Array.from({ length: Math.min(lexicon.maxLength, before.length) - 1 }, (_, k) => before.slice(-(k + 2))).some(
        (h) => lexicon.phrases.get(h)?.kind === 'school',
      )
    )
      continue
    // the span's tails too: 「我的分数中难大学」 cuts at 分 to 数中难大学, whose tail 中难大学 is the college typed with a slip
    const tails = Array.from({ length: span.length - 3 }, (_, k) => span.slice(k))
    // (a tail only as a whole name or its slip: 工程大学 alone is no college)
    const isKnown = (t: string) =>
      t === span
        ? lexicon.phrases.get(t)?.kind === 'school' ||
          known.some(
            (s) =>
              s.name === t ||
              s.name.endsWith(t) ||
              t.endsWith(s.name) ||
              s.name.startsWith(`${t}（`) ||
              s.name.startsWith(`${t}(`) ||
              slipOf(t, s.name, lexicon),
          )
        : known.some((s) => s.name === t || slipOf(t, s.name, lexicon)) ||
          // 「（不含仁济学院）」「不行的话仁济学院呢」: a tail that is a college's own name in the lexicon (an affiliated
          // college's part, ai-lexicon-affiliated.ts) is that college, whatever words run into it
          // (not a name without its place, 海事大学: 「北京海事大学」 is no college of the data)
          (t.length >= 4 && lexicon.phrases.get(t)?.kind === 'school' && !lexicon.shortNames?.get(t)?.afterPlace)
    // a name typed with a slip that the recogniser resolved (苏洲大学 → 苏州大学) is that college, not an unknown one
    if (tails.some(isKnown)) continue
    out.push(span)
  }
  return out
}

/** True when `span` is `name` typed with a slip: the same sound (ai-lexicon-fuzzy.ts), or one character changed in a long name. */
function slipOf(span: string, name: string, lexicon: Lexicon): boolean {
  if (!lexicon.fuzzy || span.length !== name.length) return false
  const key = syllablesOf(span).join(' ')
  const sound = lexicon.fuzzy.sounds.get(key)
  if (sound?.kind === 'school' && sound.school.name === name) return true
  // a sound several names share (季南大学: 济南大学, 暨南大学), read as the one the recogniser chose by the province
  if (sound === null && syllablesOf(span).join(' ') === syllablesOf(name).join(' ')) return true
  return span.length >= 5 && [...span].filter((c, i) => c !== name[i]).length === 1
}

/** Close names by shared character pairs (Dice coefficient), best first. */
function closeNames(name: string, lexicon: Lexicon): string[] {
  const pairs = (s: string) => new Set([...s].slice(0, -1).map((c, i) => c + s[i + 1]))
  const mine = pairs(name.replace(/大学|学院/, ''))
  const scored: [string, number][] = []
  for (const s of lexicon.schools.values()) {
    const theirs = pairs(s.name.replace(/大学|学院/, ''))
    let shared = 0
    for (const p of mine) if (theirs.has(p)) shared++
    const score = (2 * shared) / (mine.size + theirs.size || 1)
    if (score >= 0.3) scored.push([s.name, score])
  }
  return scored
    .sort((a, b) => b[1] - a[1] || a[0].length - b[0].length)
    .slice(0, 3)
    .map(([n]) => n)
}

/** 新高考 asked of a province (3+1+2, 物理类历史类), or 文理分科 (文科理科, 老高考), as a yes/no question */
const ASKS_NEW = /3\+1\+2|3\+3|新高考|物理类|历史类|物理历史|分物理/
/** 物理类/历史类 asked of a province, which a 3+3 province does not have */
const ASKS_TRACK = /物理类|历史类|物理历史|分物理|3\+1\+2/
const ASKS_OLD = /文理|文科理科|理科文科|老高考|传统高考|分文科|文科|理科/
/**
 * 满分750, 750满分, 七百五满分 (read as digits), 520/750: the full mark the asker takes for granted. After a slash only a
 * full mark some province uses (750, 900, 660) is one: 600/620/640 is a list of scores (ai-several-scores.ts).
 */
const FULL_MARK_STATED = /(?:满分|总分)(?:应该|好像|就)?(?:也|都)?(?:是|为|有|才)?(\d{3})|(\d{3})分?的?(?:满分|总分)|\d{3}分?\/(750|900|660)(?!\d)/
/** 「新疆理科的娃能上啥大学嘛」: colleges asked, the track only says whose; the 嘛/？ is not a yes/no on the exam model */
const COLLEGES_ASKED = /(哪些|哪几|哪所|什么|啥|些啥)(好)?(大学|学校|院校)|(能|可以)(上|报|读)(哪|啥|什么|些)|报啥|推荐/
const YES_NO = /吗|吧|么|嘛|是不是|还是|还分|也分|改成|改了|是否|[？?]/

/**
 * “西藏也分物理类历史类了吧”, “河南明年还是文理分科吗”: the exam model a question takes for granted,
 * said yes or no from the province's policy of the year asked (or of the season).
 */
function modelPremise(text: string, e: Entities, name: string, policy: NonNullable<ReturnType<typeof findProvincePolicy>>): string | null {
  if (e.score !== null || e.rank !== null || e.schools.length || !YES_NO.test(text) || COLLEGES_ASKED.test(text)) return null
  // a 3+3 province (北京, 浙江 …) is a new-exam province with one 综合 track: new, but not 物理类/历史类
  const isNew = policy.examModel === '3+3' || policy.examModel === '3+1+2'
  const names = policy.subjectTypes.map((t) => subjectTypeLabels[t]).join('、')
  if (ASKS_OLD.test(text) && !ASKS_NEW.test(text) && isNew)
    return `不是。${name}${policy.year}年是${policy.examModel}模式，已经不再分文理科：考生按${names}${policy.examModel === '3+3' ? '' : '分别'}排位和录取。`
  if (ASKS_NEW.test(text) && !isNew)
    return `不是。${name}${policy.year}年仍是文理分科的传统高考，还没有改为新高考：考生按${names}排位和录取。${reformDate(policy)}`
  if (ASKS_TRACK.test(text) && policy.examModel === '3+3')
    return `不是。${name}是3+3新高考（${policy.firstNewExamYear ? `${policy.firstNewExamYear}年起` : ''}），不分物理类、历史类，也不分文理：考生按综合一个科类排位和录取。`
  return null
}

/** When the new model starts, where the domain dates it (新疆: 2027, the cohort that entered 高一 in autumn 2024; ADR 083). */
const reformDate = (p: NonNullable<ReturnType<typeof findProvincePolicy>>) =>
  p.firstNewExamYear && p.firstNewExamYear > p.year
    ? `新高考从 **${p.firstNewExamYear}年** 高考开始实行，首届是 **${p.firstNewExamYear - 3}年秋季入学的高一**学生。`
    : ''

/**
 * A college said to be 985/211/双一流 on the way to another question: 「既然是211」, 「河南大学这所211」, 「河大不是211嘛，…」,
 * 「是211吧，…」, 「是985院校对吧？孩子想冲一下」 (a clause after it: the tag alone asked, 「是211吗」, is the school_tier
 * question, not a premise).
 */
const TAG_CLAIM =
  /(作为|既然|身为|属于|这所|这个|那所|一所|这种)[^，。？?]{0,6}(985|211|双一流)|(?:不是|是)(985|211|双一流)(?:院校|大学|高校|学校)?(?:吧|嘛|啊|呀|哈|咯|(?<=不是\S{3,7})[吗么])?(?:对吧|对不对|对不|对吗|对么|没错吧|没错|是吧)?(?:[，,。；！!]|[？?](?=.))/
/** A tag standing as its own word beside one college's name, in a terse ask (「郑大 985 分数」). */
const TERSE_TAG = /(?:^|，)(985|211|双一流)(?:院校|大学)?(?=，|$)/
const otherModel: Partial<Record<SubjectType, SubjectType>> = { science: 'physics', liberal: 'history', physics: 'science', history: 'liberal' }

/** The first false premise found, corrected; null when the question's premises hold as far as the data goes. */
export async function checkPremises(ctx: RequestContext, question: string, e: Entities, lexicon: Lexicon): Promise<Premise | null> {
  const text = question.replace(/\s+/g, '')
  const unknown = unknownColleges(text, e.schools, lexicon)
  if (unknown.length) {
    const name = unknown[0]!
    const close = closeNames(name, lexicon)
    return {
      stop: true,
      correction: `本应用的院校数据里没有找到“${name}”，可能名称有误或它不是普通本专科招生院校，我不会按一个查不到的学校给出分数或概率。${close.length ? `你是不是想问：${close.join('、')}？` : '请核对学校全称后再问我。'}`,
    }
  }
  const province = e.province
  const policy = province ? findProvincePolicy(province.slug as ProvinceCode, (await seasonOf(ctx, province.code)).targetYear) : undefined
  const maximum = policy?.totalScore ?? null
  if (e.score !== null && maximum !== null && e.score > maximum) {
    return { stop: true, correction: `${province!.shortName}高考满分是${maximum}分，${e.score}分超出了满分，请核对分数（或告诉我位次）后我再帮你查。` }
  }
  // “海南820分是不是超过满分了”: the premise is asked, and the answer is that it holds or not
  // 「上海满分750我考了520」「520/750」「海南…满分750」: a full mark stated that is not the province's is corrected (its 标准分
  // said where it has one), the score read on the real one
  // a space between two numbers is kept (「650/750 2026 位次」: the full mark is 750, not 7502026; ADR 157)
  const fullStated = Number(
    FULL_MARK_STATED.exec(question.replace(/(?<!\d)\s+|\s+(?!\d)/g, ''))
      ?.slice(1)
      .find(Boolean) ?? NaN,
  )
  if (maximum !== null && fullStated !== maximum && fullStated >= 100 && (e.score === null || (e.score <= maximum && fullStated > e.score))) {
    const scale = policy?.gradeConversion?.method === 'standard-score' ? `（综合标准分，和 750 分制省份的分数不能直接比较）` : ''
    const read = e.score !== null ? `${e.score}分要按${maximum}分的满分和位次来看。` : '线和分数都要按这个满分来看。'
    return { stop: false, correction: `更正一下：${province!.shortName}高考满分是${maximum}分${scale}，不是${fullStated}分；${read}` }
  }
  if (e.score !== null && maximum !== null && e.score <= maximum && /满分|算错/.test(text)) {
    return { stop: false, correction: `${province!.shortName}高考满分是${maximum}分，${e.score}分没有超过满分。` }
  }
  // the model of the year asked (河南2024年 was still 文理分科), else of the season
  const policyAsked = province && e.year ? (findProvincePolicy(province.slug as ProvinceCode, e.year) ?? policy) : policy
  const model = province && policyAsked ? modelPremise(text, e, province.shortName, policyAsked) : null
  // “河南2026年文科一本线多少分”: a number is asked, so the correction leads the answer for the matching
  // track (文科 → 历史类, 理科 → 物理类), said so; a bare yes/no question is answered by the correction alone
  const mapped = e.subjectType ? otherModel[subjectTypeFromLabel.get(e.subjectType) ?? ('' as SubjectType)] : undefined
  if (model && mapped && policyAsked?.subjectTypes.includes(mapped) && /多少|几分|线|位次|排名/.test(text))
    return {
      stop: false,
      guessed: true,
      entities: { ...e, subjectType: subjectTypeLabels[mapped] },
      correction: `${model}下面按对应的${subjectTypeLabels[mapped]}回答。`,
    }
  // 「不分一批二批了？理科（物理类）本科线多少」: the province's own track named beside the other's, a line asked: the
  // correction leads, the lines follow (ADR 095)
  const own = e.subjectType ? subjectTypeFromLabel.get(e.subjectType) : undefined
  if (model && own && policyAsked?.subjectTypes.includes(own) && /多少|几分|线|位次|排名/.test(text)) return { stop: false, correction: model }
  // 「天津2026年物理类的本科线是多少？」: a 3+3 province's one 综合 track is what a line asked of 物理类/历史类 is, so the
  // correction leads and the line follows (ADR 156); no guess is made, the province has no other track
  const single = policyAsked?.examModel === '3+3' && policyAsked.subjectTypes.length === 1 ? policyAsked.subjectTypes[0]! : undefined
  if (model && single && own !== single && /多少|几分|线|位次|排名/.test(text))
    return {
      stop: false,
      entities: { ...e, subjectType: subjectTypeLabels[single] },
      correction: `${model.replace(/^不是。/, '更正一下：')}下面按${subjectTypeLabels[single]}回答。`,
    }
  if (model) return { stop: true, correction: model }
  // “河南 2024 物理类 一本线”: the year asked still had the other model; its counterpart track answers, said so
  const askedType = e.subjectType ? subjectTypeFromLabel.get(e.subjectType) : undefined
  const counterpart = askedType ? otherModel[askedType] : undefined
  if (
    province &&
    e.year &&
    policyAsked &&
    policyAsked !== policy &&
    askedType &&
    counterpart &&
    !policyAsked.subjectTypes.includes(askedType) &&
    policyAsked.subjectTypes.includes(counterpart)
  )
    return {
      stop: false,
      guessed: true,
      entities: { ...e, subjectType: subjectTypeLabels[counterpart] },
      correction: `${province.shortName}${e.year}年是${policyAsked.examModel === 'traditional' ? '文理分科（老高考）' : policyAsked.examModel}模式，当年没有${e.subjectType}，下面按对应的${subjectTypeLabels[counterpart]}回答。`,
    }
  // 「俺河南理科考了560，一本过了没？」: 理科/文科 said of a year whose model has neither, corrected before the answer
  const yearPolicy = province && e.year ? findProvincePolicy(province.slug as ProvinceCode, e.year) : policy
  const oldTrack = province && yearPolicy ? oldTrackPremise(text, e, province.shortName, yearPolicy) : null
  if (oldTrack) return oldTrack
  if (e.score !== null && maximum === null && e.score > 750) {
    return { stop: true, correction: `${e.score}分超过了绝大多数省份的高考满分（750分；上海660分、海南900分），请告诉我省份并核对分数。` }
  }
  // only a track the question itself names (物化地 implies 物理类 without saying it)
  // a year asked is read in its own model (「上海2026年历史类本科线」 where the season is 2027's): a 3+3 year has no 历史类
  const ownYear = Boolean(e.year && policyAsked && policyAsked !== policy && policyAsked.examModel === '3+3')
  if (province && policy && e.subjectType && /物理类|历史类|理科|文科|物理(?=\d)|历史(?=\d)/.test(text)) {
    const asked = subjectTypeFromLabel.get(e.subjectType)
    const fits = asked && (policy.subjectTypes.includes(asked) || (otherModel[asked] && policy.subjectTypes.includes(otherModel[asked])))
    if (asked && !fits && (e.year === null || e.year >= policy.year || ownYear)) {
      const names = policy.subjectTypes.map((t) => subjectTypeLabels[t]).join('、')
      // one track: that one; two: the one that corresponds (文科 → 历史类), flagged as guessed so no chance is given on it
      const counterpart = otherModel[asked]
      const corrected = {
        ...e,
        subjectType:
          policy.subjectTypes.length === 1
            ? subjectTypeLabels[policy.subjectTypes[0]!]
            : counterpart && policy.subjectTypes.includes(counterpart)
              ? subjectTypeLabels[counterpart]
              : null,
      }
      return {
        stop: false,
        guessed: true,
        entities: corrected,
        correction: `${province.shortName}是${policy.examModel}模式，不分${e.subjectType}，考生统一按“${names}”排位和录取。${policy.subjectTypes.length > 1 && corrected.subjectType ? `下面按对应的${corrected.subjectType}回答。` : ''}`,
      }
    }
  }
  // a space ends a clause as a comma does (“郑大是985 我600分能上吗”)
  const clauses = question.trim().replace(/\s+/g, '，')
  const claim = TAG_CLAIM.exec(clauses)
  // a terse ask that tags its one college (「苏大 985 分数」): the tag is said of that college
  const terse = e.schools.length === 1 ? TERSE_TAG.exec(clauses) : null
  if ((claim || terse) && e.schools.length) {
    const tag = (claim ? (claim[2] ?? claim[3]) : terse![1]) as '985' | '211' | '双一流'
    const school = e.schools[0]!
    const row = await institutionTags(ctx.db, school.id)
    const has = row ? { '985': row.is_985, '211': row.is_211, 双一流: row.is_double_first_class }[tag] : true
    // what the college is, so the correction does not leave the asker with nothing: 河南大学 is 双一流, not 211
    const is = row ? [row.is_985 && '985', row.is_211 && '211', row.is_double_first_class && '双一流'].filter(Boolean).join('、') : ''
    if (!has)
      return {
        stop: false,
        correction: `更正一下：${school.name}不是${tag}院校（按本应用的院校数据${is ? `，它是${is}院校` : `，它不在985、211、双一流之列`}）。`,
      }
  }
  // 「福州的厦门大学今年投档线多少」: a college put in a city it is not in (ai-premise-city.ts)
  const city = await cityPremise(ctx, question, e, lexicon)
  if (city) return { stop: false, correction: city }
  // no province named (it may be the saved one): a year after the data's newest is still a year not yet published
  if (e.year !== null && !province && lexicon.currentYear && e.year > lexicon.currentYear) {
    return {
      stop: false,
      dataYear: true,
      entities: { ...e, year: null },
      correction: `${e.year}年的一分一段表和录取数据还没有公布（高考出分后才发布），下面按最新的${lexicon.currentYear}年数据回答。`,
    }
  }
  if (e.year !== null && province) {
    const { targetYear } = await seasonOf(ctx, province.code)
    const index = await ctx.readModel.rankTables()
    const tables = index.forProvince(province.code)
    const years = [...new Set(tables.map((t) => t.year))].sort((a, b) => b - a)
    // a year still to come (2027届, 明年): the newest data answers it, and the answer says which year
    // a province with no table at all (西藏) has no year "not yet published" before the season's: its lines answer
    if (e.year > targetYear || (years.length > 0 && e.year > years[0]! && !tables.some((t) => t.year === e.year))) {
      const newest = years[0]
      return {
        stop: false,
        dataYear: true,
        entities: { ...e, year: null },
        correction: `${e.year}年的一分一段表和录取数据还没有公布${newest ? `，下面按最新的${newest}年一分一段表和往年录取数据回答（${targetYear}年志愿季）` : ''}。`,
      }
    }
    // a college's 最低排名 of a year (「同济02组2022年的投档分和最低排名」) is in its admission rows, not converted from a
    // table: only a score to convert, or a rank asked of no college, needs that year's 一分一段表
    const asksRank = /位次|排名|多少名|排多少|一分一段/.test(text) && (e.score !== null || e.schools.length === 0)
    if (asksRank && !tables.some((t) => t.year === e.year)) {
      return {
        stop: true,
        correction: `数据里没有${province.shortName}${e.year}年的一分一段表${years.length ? `（有${years.slice(0, 4).join('、')}年）` : ''}，无法按${e.year}年换算位次。`,
      }
    }
    // a track without any table (西藏 文科 while only 理科 has one) is said as such, not as a track the year lacks (ADR 069)
    if (asksRank && e.subjectType && lacksRankTables(index, province.code, e.subjectType)) {
      return {
        stop: true,
        correction: `数据里没有${province.shortName}${e.subjectType}的一分一段表，无法换算位次；${province.shortName}${e.subjectType}的推荐按与本科线的分差估算。`,
      }
    }
    if (asksRank && e.subjectType && !tables.some((t) => t.year === e.year && t.subjectType === e.subjectType)) {
      const labels = tables.filter((t) => t.year === e.year).map((t) => t.subjectType)
      return { stop: false, correction: `${e.year}年${province.shortName}还没有${e.subjectType}（当年分${labels.join('、')}），下面按对应的科类换算。` }
    }
  }
  return null
}
