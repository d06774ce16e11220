/**
 * Spoken and dialect wording put into Mandarin before anything is read (ADR 151). The intents and the extraction were
 * written in Mandarin; a question they already answer, asked with 冇/係/嘅/咩 (粤语), 阿拉/侬/伐 (吴语), 啥子/咋个/莫得
 * (西南官话), 哪达 (西北), 咋整 (东北) or 𠊎/麽个 (客家), is the same question. Only whole forms that Mandarin never writes
 * with another meaning are turned: 阿拉 but not 阿拉善/阿拉尔 (places), 伐 at a question's end but not 步伐/砍伐, 系 only
 * after a pronoun (我系广东嘅) and never in 关系/院系, 整 only as "make one" (给我整个单子) and never in 整个/六百整.
 */
const FORMS: [RegExp, string][] = [
  // 粤语 (Cantonese written in its own characters, traditional or simplified)
  [/有冇得?(?:搏|博|拼|揾|捞)/g, '有没有机会'],
  [/有冇得(?=[上读考入进报])/g, '能不能'],
  [/有冇/g, '有没有'],
  [/冇得/g, '没有'],
  [/冇/g, '没'],
  [/[係系]唔[係系]|[係系]咪|是咪/g, '是不是'],
  [/唔[係系]/g, '不是'],
  [/(?<=[我你佢他她涯𠊎])[係系](?![统列数])/g, '是'],
  [/係/g, '是'],
  [/乜嘢|乜野|咩嘢|咩野|(?<![什怎那这])麽个|脉个/g, '什么'],
  // 客家: 𠊎 is 我
  [/𠊎/g, '我'],
  [/点解|點解/g, '为什么'],
  [/点样|點樣|點样|点樣/g, '怎样'],
  [/點算|点算/g, '怎么办'],
  [/边间|邊間/g, '哪所'],
  [/边个|邊個/g, '哪个'],
  [/边度|邊度|边处/g, '哪里'],
  // 呢个 is 这个 at a sentence's start or after a pronoun (我呢个分); Mandarin's 呢 ends a phrase and never comes before 个
  [/(?<=^|[^\u4e00-\u9fff]|[我你佢他她睇])呢(?=[个個间間度啲])/g, '这'],
  // 读唔读得, 考唔考到, 入唔入到: the yes-or-no of getting in (我呢个分读唔读得华农 → 能不能上华农)
  [/([读讀考入上])唔\1(?:得到?|到)/g, '能不能上'],
  [/唔(?=[\u4e00-\u9fff])/g, '不'],
  [/嘅/g, '的'],
  [/咗/g, '了'],
  [/佢/g, '他'],
  [/啲/g, '些'],
  [/喺/g, '在'],
  [/睇/g, '看'],
  [/嚟/g, '来'],
  [/揾/g, '找'],
  [/咁(?=[多高低少样樣])/g, '这么'],
  // 先至 (only, just: 「先至597分就投档」 is 才597分): the word a quoted line is said with
  [/先至(?=\s*[\d零一二三四五六七八九十百])/g, '才'],
  // 我个仔 / 我个女 (my son / my daughter)
  [/(?<=[我你佢他她])个(?:仔|女)(?![儿士人生孩])/g, '孩子'],
  [/咩(?=[？?！!。，,\s]|$)/g, '吗'],
  [/咩/g, '什么'],
  [/[㗎喎噃啩嘞咧]+(?=[？?！!。，,\s]|$)/g, ''],
  // 吴语 (上海, 浙江, 苏南)
  [/阿拉(?![伯善尔斯丁])/g, '我'],
  [/侬/g, '你'],
  [/小囡|囡囡/g, '孩子'],
  [/(?<![步砍讨征攻杀采北挞])伐(?=[？?！!。，,\s]|$)/g, '吗'],
  [/晓得/g, '知道'],
  // 阿门弄/哪能弄 is 怎么办 (v20: 「那专业没录上的话阿门弄」 read 阿门 as a slip of 厦门); Mandarin's 哪能 (哪能不去) stays
  [/(?:阿门|哪能)(?:弄|办)/g, '怎么办'],
  [/阿门(?=[做搞样个])/g, '怎么'],
  // the rest of 吴语's everyday words (ADR 157): 伊拉 they, 伊 he or she (never 伊犁, 伊春, 伊朗, 伊斯兰, 伊利, 伊通, 伊金霍洛),
  // 侪 all (侪讲讲 → 都讲讲), 哪能 how (before a verb: 哪能变的, 哪能填), 阿是 is it, 勿/覅 not, 啥辰光 when, 几钿 how much,
  // 欢喜 like (吴语's order), 搿 this
  [/伊拉/g, '他们'],
  [/伊(?![犁春朗斯利通金宁吾拉川])(?=[是在考读有个的今去年近几分侪欢喜想要])/g, '他'],
  [/侪/g, '都'],
  [/哪能(?=[变样办弄讲说填报看算走排比])/g, '怎么'],
  [/阿是/g, '是不是'],
  [/覅/g, '不要'],
  [/勿(?=[晓知懂好可要是会能来够])/g, '不'],
  [/啥辰光|啥时光/g, '什么时候'],
  [/辰光/g, '时候'],
  [/几钿/g, '多少钱'],
  [/欢喜(?=[读学报考去上])/g, '喜欢'],
  [/搿/g, '这'],
  // 西南官话 (四川, 重庆, 贵州, 云南, 湖北) and 湘语
  [/啥子/g, '什么'],
  [/(?<![什怎那这多要])么子/g, '什么'],
  [/咋个|啷个/g, '怎么'],
  [/莫得|(?<![什怎那这多要])么得/g, '没有'],
  [/娃儿|娃子|伢子|伢儿|细伢子/g, '孩子'],
  [/搞得(?:到|进|上)/g, '考得上'],
  [/得行(?=[不吗么嘛啵])/g, '行'],
  // 西北 (陕西, 甘肃): 哪达/阿达 is 哪里, 额 before a province or verb is 我
  [/哪达|阿达(?=[？?！!。，,\s]|$)/g, '哪里'],
  [/^额(?=[是们家的在考])/g, '我'],
  // 东北, 中原 and 北方: 咋整 is 怎么办, 嘎哈 is 干什么; 给我整个单子 is 做个
  [/咋整|咋办/g, '怎么办'],
  [/嘎哈|干哈/g, '干什么'],
  [/(?<=(?:给|帮|替)(?:我|俺|咱|俺们)?)整(?=[个一份张]+(?![体数理])[\u4e00-\u9fff])/g, '做'],
  // 正常的组, 正常那几个组: the ordinary (普通类) groups beside a special plan, in everyday words
  [/正常(?=(?:的|那几?个|那些|这几?个)?(?:专业组|组|类|批|计划|线))/g, '普通'],
  // a yes-or-no typed with 布 for 不 (够布够, 稳布稳, 行布行): the same sound, the same ask
  [/([\u4e00-\u9fff])布\1/g, '$1不$1'],
]

/** The question with its dialect forms in Mandarin; unchanged when it has none. */
export function mandarinOf(text: string): string {
  let out = text
  for (const [form, mandarin] of FORMS) out = out.replace(form, mandarin)
  return out
}

/** Words only Cantonese writes (and Mandarin never): the asker is most likely in 广东. */
const CANTONESE = /[嘅睇咁佢冇唔喺乜噉啲嚟咩㗎咗]|[係系]咪|边间|边个|点解|點解/

/**
 * The province a question's dialect strongly implies (粤语 → 广东), or null. Read from the words as typed, before they are
 * put into Mandarin. It only picks which college a shared short name means (华农 said in Cantonese is 华南农业大学); it is
 * never the candidate's own province, which is asked or saved.
 */
export function spokenProvince(text: string): string | null {
  return CANTONESE.test(text) ? '广东' : null
}
