/**
 * People named by their relation to the asker: classmates, friends, relatives, neighbours, brothers and sisters, seniors
 * at school. One list for the two rules that turn on them (ADR 156): their data is never read from an account
 * (ai-intents-other-user.ts), and no admission probability is given for them (ai-chance-for-other.ts). Two lists
 * drifted apart before (表妹 declined, yet 我哥's chance estimated).
 *
 * The asker's own child is not on it (我孩子, 我家娃, 我儿子, 女儿): a parent asking for their child asks the user's own
 * case. Brothers and sisters are said with 我/俺/咱 (我哥, 俺姐) or doubled (哥哥, 姐姐), so a bare 哥 in a name is not one.
 */
export const RELATION = String.raw`同学|同桌|同班|同寝|同宿舍|朋友|哥们|发小|室友|闺蜜|表[哥姐弟妹]|堂[哥姐弟妹]|亲戚|邻居|同事家|同事的|别人家|(?:我|俺|咱)(?:亲)?(?:哥哥?|姐姐?|弟弟?|妹妹?)|哥哥|姐姐|弟弟|妹妹|学长|学姐|师兄|师姐`

/**
 * Common surnames: a bare name (ai-bare-name.ts) and a name after a verb of looking up (ai-intents-other-user.ts) both
 * begin with one. One list, so the two readers take the same people.
 */
export const SURNAME =
  '[王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤]'
/**
 * Words of school and time that begin with a surname's character (高考, 高三, 马上, 曾经): never a person in either reader
 * (「帮我查下高考成绩」 is the asker's own score).
 */
export const SURNAME_WORDS = String.raw`万一|高考|高中|高[一二三]|马上|曾经`
