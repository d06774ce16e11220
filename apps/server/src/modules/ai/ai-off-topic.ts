/** Tasks that are not about choosing a college: declined, whatever else the question names. */
const OFF_TOPIC =
  /(写|作|帮我写|代写).{0,8}(作文|文章|论文|演讲稿|读后感|检讨|情书|小说|诗)|作文|写作业|做作业|这道题|解方程|数学题|翻译(一下|成)|写代码|编程|天气|笑话|股票|彩票|(订|买|抢|预订|预定|代订)(一?[张个两]|好)?.{0,10}(票|酒店|宾馆|民宿)|(高铁|火车|飞机|动车|机|车|高贴)票|(打|叫)个?车|点外卖/
/**
 * Planning a trip (the dev v18 set: 「青海湖 5天 自驾 攻略」 was read as the province 青海): a drive, a tour, an itinerary or a
 * guide to a place, not the 志愿/填报 guide a student also calls 攻略.
 */
const TRAVEL =
  /自驾|旅游(?!管理|专业|类|学院|职业|大学|英语)|旅行|(?<!志愿|填报|报考|高考|选科|择校|录取|选专业)攻略|行程(安排|规划)?(?!.{0,4}(志愿|填报))|景点|(去|到)\S{0,6}(?<!好)(玩|耍)(?!手机|游戏)/
/** True for a task that is not about choosing a college (an essay, homework, the weather). */
export const isOffTopic = (question: string) => OFF_TOPIC.test(question) || TRAVEL.test(question)
