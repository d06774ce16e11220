/** Report text for the 16 types, written for this app (titles follow domain-rules §5.2). `fields` are majors named exactly as in the 本科专业目录, so each one can be looked up. */
export type MbtiTypeText = { title: string; summary: string; strengths: string[]; cautions: string[]; fields: string[] }

export const mbtiTypes: Record<string, MbtiTypeText> = {
  ISTJ: {
    title: '务实守纪的执行者',
    summary: '认真负责，重视事实和规则，答应的事一定做到。',
    strengths: ['可靠守时', '注重细节', '做事有计划'],
    cautions: ['面对变化时多给自己一点弹性', '试着听听不同的做法'],
    fields: ['会计学', '审计学', '工程管理', '医学检验技术'],
  },
  ISFJ: {
    title: '细致体贴的守护者',
    summary: '温和踏实，默默照顾身边的人，记得别人的需要。',
    strengths: ['耐心细致', '乐于助人', '责任心强'],
    cautions: ['学会表达自己的需求', '别把所有事都揽在身上'],
    fields: ['护理学', '小学教育', '行政管理', '档案学'],
  },
  INFJ: {
    title: '有理想的洞察者',
    summary: '安静而有远见，关心人的成长和事情的意义。',
    strengths: ['洞察力强', '有原则', '善于写作与倾听'],
    cautions: ['理想与现实之间留些余地', '别独自承受压力'],
    fields: ['心理学', '教育学', '社会工作', '汉语言文学'],
  },
  INTJ: {
    title: '独立的战略规划者',
    summary: '喜欢构建体系、制定长远计划，对自己要求很高。',
    strengths: ['逻辑严密', '独立思考', '目标明确'],
    cautions: ['多考虑他人的感受', '接受“足够好”的方案'],
    fields: ['数学与应用数学', '软件工程', '建筑学', '物理学'],
  },
  ISTP: {
    title: '冷静的动手解决者',
    summary: '沉着灵活，喜欢弄清东西怎么运作，擅长临场解决问题。',
    strengths: ['动手能力强', '冷静务实', '善于排除故障'],
    cautions: ['长期计划也值得做', '多和别人分享想法'],
    fields: ['机械工程', '电气工程及其自动化', '刑事科学技术', '信息安全'],
  },
  ISFP: {
    title: '温和的审美体验者',
    summary: '敏感温和，活在当下，用作品和行动表达自己。',
    strengths: ['审美好', '体贴包容', '动手创作'],
    cautions: ['别回避必要的冲突', '为目标做些规划'],
    fields: ['视觉传达设计', '美术学', '康复治疗学', '风景园林'],
  },
  INFP: {
    title: '重价值的理想主义者',
    summary: '内心丰富，忠于自己的价值观，希望做有意义的事。',
    strengths: ['想象力丰富', '真诚', '善于文字表达'],
    cautions: ['把想法落实成小步骤', '别对自己太苛刻'],
    fields: ['汉语言文学', '应用心理学', '编辑出版学', '社会工作'],
  },
  INTP: {
    title: '好奇的逻辑分析者',
    summary: '喜欢抽象思考和理论，总想找到更好的解释。',
    strengths: ['分析能力强', '求知欲强', '思路独特'],
    cautions: ['按时完成比完美更重要', '多关注身边的人'],
    fields: ['数学与应用数学', '物理学', '计算机科学与技术', '哲学'],
  },
  ESTP: {
    title: '行动派的现场应变者',
    summary: '精力充沛，反应快，喜欢在行动中学习。',
    strengths: ['应变能力强', '敢于尝试', '善于交际'],
    cautions: ['冲动前先想一想后果', '给长期目标一点耐心'],
    fields: ['市场营销', '社会体育指导与管理', '消防工程', '工商管理'],
  },
  ESFP: {
    title: '热情的表现者',
    summary: '开朗热情，喜欢和人在一起，能让气氛活跃起来。',
    strengths: ['感染力强', '乐观', '善于合作'],
    cautions: ['提前安排学习任务', '做决定时多看长远'],
    fields: ['播音与主持艺术', '旅游管理', '学前教育', '会展经济与管理'],
  },
  ENFP: {
    title: '富想象力的激励者',
    summary: '热情好奇，点子多，善于鼓舞别人一起尝试。',
    strengths: ['创意丰富', '沟通力强', '适应力强'],
    cautions: ['把开始的事做完', '学会取舍'],
    fields: ['新闻学', '广告学', '教育学', '人力资源管理'],
  },
  ENTP: {
    title: '爱辩论的创新者',
    summary: '机智敏捷，喜欢挑战常规，乐于争论和创新。',
    strengths: ['思维敏捷', '善于辩论', '创新能力强'],
    cautions: ['照顾别人的情绪', '重视执行细节'],
    fields: ['法学', '产品设计', '经济学', '工商管理'],
  },
  ESTJ: {
    title: '高效的组织管理者',
    summary: '讲究效率和秩序，喜欢组织人和事，把目标落地。',
    strengths: ['组织能力强', '果断', '执行力强'],
    cautions: ['多听不同意见', '给变化留空间'],
    fields: ['工商管理', '公共事业管理', '财务管理', '工程管理'],
  },
  ESFJ: {
    title: '关怀他人的协调者',
    summary: '热心周到，重视和谐，乐于为集体付出。',
    strengths: ['人缘好', '细心周到', '合作精神强'],
    cautions: ['别太在意他人评价', '学会拒绝'],
    fields: ['小学教育', '护理学', '酒店管理', '社会工作'],
  },
  ENFJ: {
    title: '有感染力的引导者',
    summary: '善解人意又有号召力，喜欢帮助别人成长。',
    strengths: ['领导力', '表达力强', '关心他人'],
    cautions: ['照顾好自己的需要', '接受别人的不同选择'],
    fields: ['教育学', '应用心理学', '公共关系学', '行政管理'],
  },
  ENTJ: {
    title: '果断的统帅型领导者',
    summary: '目标导向，善于规划和决策，愿意承担领导责任。',
    strengths: ['决断力强', '战略眼光', '效率高'],
    cautions: ['放慢节奏倾听他人', '允许自己和别人犯错'],
    fields: ['工商管理', '法学', '金融学', '工程管理'],
  },
}

export const dichotomyNames: Record<string, [string, string]> = {
  EI: ['外倾 E', '内倾 I'],
  SN: ['实感 S', '直觉 N'],
  TF: ['思考 T', '情感 F'],
  JP: ['判断 J', '感知 P'],
}

export const clarityLabels: Record<string, string> = { slight: '轻微', moderate: '中等', clear: '明显', 'very-clear': '非常明显' }

export const mbtiDisclaimer =
  '本测评是依据荣格类型理论编写的 MBTI 风格自评问卷，并非官方 MBTI® 量表；MBTI 是 The Myers-Briggs Company 的注册商标。结果只描述偏好，不评价能力高低，仅供自我探索参考。'
