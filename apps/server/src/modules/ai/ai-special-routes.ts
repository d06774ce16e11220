/**
 * Admission routes of their own that are not a plan row of the dataset (强基计划, 浙江三位一体/综合评价, 高职单招, 农村订单定向医学生):
 * how they admit and who may apply, asked without a college (the dev v18 set: 「强基计划怎么录取」 got the three 专项,
 * 「三位一体怎么算分」 and 「定向医学生服务几年」 got 超出范围). The texts state the national rules as the Ministry's notices and
 * the provinces' 招生办法 word them (教育部《关于在部分高校开展基础学科招生改革试点工作的意见》2020; 浙江省 三位一体综合评价
 * 招生办法; 国家卫生健康委等《农村订单定向医学生免费培养》); what each college or province fixes (weights, years added for
 * 规培) is said to be theirs, never given as a number of ours. A college named goes to the plans and lines instead.
 */
type Route = { name: RegExp; text: string[] }

const SOURCE_NOTE = '> 以上是全国通行的政策要点；具体条件、比例和时间以当年高校招生简章和本省考试院公布的为准。'

const ROUTES: Route[] = [
  {
    name: /强[基机鸡]计划|强基/,
    text: [
      '**强基计划**（2020年起教育部在部分“双一流”建设高校开展）选拔有志于服务国家重大战略需求、综合素质优秀或基础学科拔尖的学生，主要招数学、物理、化学、生物、历史、哲学、古文字学等基础学科专业。',
      '- **谁能报**：符合当年高考报名条件的考生都可以报名；在五大学科竞赛等方面有突出才能的少数考生，部分高校可“破格入围”。',
      '- **怎么报**：每年4月前后在阳光高考平台的强基计划报名系统报名（每人通常只能报一所高校）。',
      '- **怎么录取**：高考出分后，高校按考生的高考成绩从高到低、按招生计划的一定倍数确定入围名单（入围成绩不低于本省本科一批或特殊类型招生控制线）；入围考生参加高校考核（校测：笔试、面试，多数还有体育测试）；再按**综合成绩**录取：**高考成绩占比不低于85%**，其余为高校考核成绩（部分高校加综合素质评价）。',
      '- **录取之后**：强基计划在提前批之前录取，被录取的考生不再参加后续批次录取；入校后原则上不能转到相关学科以外的专业，不少高校实行本硕博衔接培养。',
    ],
  },
  {
    name: /三[位为维]一体|综合评价(招生)?/,
    text: [
      '**三位一体综合评价招生**（浙江首创，上海、山东、江苏、广东等省也有“综合评价招生”）把三部分成绩合成**综合成绩**录取：',
      '- **高考成绩**：占比最大；',
      '- **高校综合素质测试**：高校自己组织的面试、笔试或技能测试（校测）；',
      '- **高中学业水平考试成绩（学考）**，部分高校还看综合素质评价。',
      '三部分的具体比例由各高校在招生简章中规定。',
      '- **怎么报**：每年3–5月向高校网上报名，高校按学考等级、综合素质等初审，通过者参加高校测试；高考后按综合成绩择优录取，在普通类批次之前录取，被录取的不再参加后续批次。',
      '- **值不值得报**：它给学考扎实、擅长面试的考生多一次机会；但确认录取后不再参加后续批次，要先确认学校和专业是自己真想去的。',
    ],
  },
  {
    // 「高职单招和统招有啥区别」: the spring route into 专科 beside the June exam's 专科批 (教育部 高职分类考试招生的规定)
    name: /单招|单独招生|分类考试|春季高考|对口单招|对口招生/,
    text: [
      '**高职单招**（高职院校单独招生，多数省份叫“高职分类考试招生”或“春季高考”）和**统招**（参加6月普通高考，按成绩在专科（高职）批填志愿）是进**专科**的两条路：',
      '- **时间**：单招一般在每年3–5月、高考之前报名和考试；统招在高考出分后的专科批填报。',
      '- **考什么**：单招考“文化素质 + 职业技能”（不少省份的文化素质用学业水平考试成绩），由院校或本省统一组织；统招看高考成绩。',
      '- **能报什么**：单招只能报高职（专科）院校，通常每人只能被一所院校录取；统招的专科批志愿更多，同一张表里可以冲更好的学校。',
      '- **录取之后**：多数省份规定，单招被录取并确认后，**不再参加当年普通高考的统一录取**；毕业拿的都是普通全日制专科毕业证，以后都可以走专升本。',
      '- **怎么选**：高考成绩预计在专科线附近、又有明确想学的技能专业的，单招更稳；想冲本科或更好的专科院校的，留给统招。',
    ],
  },
  {
    name: /定向(免费)?医学生|订单定向|免费医学生|定向医学/,
    text: [
      '**农村订单定向医学生免费培养**：在本科（或专科）提前批招生，免除在校期间的学费、住宿费并补助生活费，为定向地区的乡镇卫生院等基层医疗卫生机构培养医生。',
      '- **谁能报**：一般须是定向地区（本省规定的县、市）户籍的考生，具体户籍、年龄和科类要求以本省当年招生办法为准。',
      '- **要签协议**：录取前（或入学时）须与培养高校和定向地区的县级卫生健康、人社部门签订**定向就业协议**。',
      '- **服务几年**：本科毕业后须到定向地区的基层医疗卫生机构服务**6年**（住院医师规范化培训的时间怎样计算，按本省规定）。',
      '- **违约怎么办**：未按协议履约的，要退还在校期间减免的学费、住宿费和生活补助，并按协议缴纳违约金，违约情况记入个人诚信档案。所以报之前要想清楚能否接受回定向地区工作。',
    ],
  },
]

/**
 * Words that ask a line or a number, not how the route works: a college's 强基 line goes to the data; so does a
 * province's line asked beside the route (「想走强基，特控线近三年多少」, ADR 140): a batch or control line named, a line
 * asked how much, or years asked in turn.
 */
const LINE_ASKED =
  /多少分|几分|分数线|投档线|录取线|最低分|位次|入围线|招多少|几个人|名额|(?:特控|特殊类型|控制|批次|本科|一本|一段)[^，,。？?]{0,8}线|线[^，,。？?]{0,12}(?:多少|几多|好多|是啥|是几)|各是|分别是|分别多少|近[三两几3]年|这几年/

/**
 * The explanation of a route the question names, or null: with no college named and no line asked, whatever the voice
 * (「强机计划怎么报名」, 「三位一体到底咋算分」, 「定向医学生读出来要回乡下干几年」).
 */
export function specialRouteAnswer(question: string, collegeNamed: boolean): { intent: string; content: string; grounding: string[] } | null {
  if (collegeNamed || LINE_ASKED.test(question)) return null
  const routes = ROUTES.filter((r) => r.name.test(question))
  if (!routes.length) return null
  // the text is the reference it rests on, as a tool's output is for data
  const content = [...routes.flatMap((r) => [...r.text, '']), SOURCE_NOTE].join('\n')
  return { intent: 'special_route', content, grounding: [content] }
}
