/** Tasks that are not about choosing a college: declined, whatever else the question names. */
const OFF_TOPIC =
  /(写|作|帮我写|代写).{0,8}(作文|文章|论文|演讲稿|读后感|检讨|情书|小说|诗)|作文|写作业|做作业|这道题|解方程|数学题|翻译(一下|成)|写代码|编程|天气|笑话|股票|彩票|(订|买|抢|预订|预定|代订)(一?[张个两]|好)?.{0,10}(票|酒店|宾馆|民宿)|(高铁|火车|飞机|动车|机|车|高贴)票|(打|叫)个?车|点外卖/
/** True for a task that is not about choosing a college (an essay, homework, the weather). */
export const isOffTopic = (question: string) => OFF_TOPIC.test(question)
