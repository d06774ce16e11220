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
