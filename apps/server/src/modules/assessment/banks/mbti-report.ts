/** Report text for the 16 types, written for this app (titles follow domain-rules §5.2). */
export type MbtiTypeText = { title: string; summary: string; strengths: string[]; cautions: string[]; fields: string[] }

export const mbtiTypes: Record<string, MbtiTypeText> = {
  ISTJ: { title: '务实守纪的执行者', summary: '认真负责，重视事实和规则，答应的事一定做到。', strengths: ['可靠守时', '注重细节', '做事有计划'], cautions: ['面对变化时多给自己一点弹性', '试着听听不同的做法'], fields: ['会计与审计', '工程管理', '法律实务', '医学检验'] },
  ISFJ: { title: '细致体贴的守护者', summary: '温和踏实，默默照顾身边的人，记得别人的需要。', strengths: ['耐心细致', '乐于助人', '责任心强'], cautions: ['学会表达自己的需求', '别把所有事都揽在身上'], fields: ['护理', '小学教育', '行政管理', '图书档案'] },
  INFJ: { title: '有理想的洞察者', summary: '安静而有远见，关心人的成长和事情的意义。', strengths: ['洞察力强', '有原则', '善于写作与倾听'], cautions: ['理想与现实之间留些余地', '别独自承受压力'], fields: ['心理学', '教育', '社会工作', '文学写作'] },
  INTJ: { title: '独立的战略规划者', summary: '喜欢构建体系、制定长远计划，对自己要求很高。', strengths: ['逻辑严密', '独立思考', '目标明确'], cautions: ['多考虑他人的感受', '接受“足够好”的方案'], fields: ['科学研究', '软件与系统设计', '战略咨询', '建筑'] },
  ISTP: { title: '冷静的动手解决者', summary: '沉着灵活，喜欢弄清东西怎么运作，擅长临场解决问题。', strengths: ['动手能力强', '冷静务实', '善于排除故障'], cautions: ['长期计划也值得做', '多和别人分享想法'], fields: ['机械与电气', '飞行与驾驶', '刑侦技术', '信息安全'] },
  ISFP: { title: '温和的审美体验者', summary: '敏感温和，活在当下，用作品和行动表达自己。', strengths: ['审美好', '体贴包容', '动手创作'], cautions: ['别回避必要的冲突', '为目标做些规划'], fields: ['设计', '美术', '康复治疗', '园林'] },
  INFP: { title: '重价值的理想主义者', summary: '内心丰富，忠于自己的价值观，希望做有意义的事。', strengths: ['想象力丰富', '真诚', '善于文字表达'], cautions: ['把想法落实成小步骤', '别对自己太苛刻'], fields: ['文学与编辑', '心理咨询', '艺术创作', '公益'] },
  INTP: { title: '好奇的逻辑分析者', summary: '喜欢抽象思考和理论，总想找到更好的解释。', strengths: ['分析能力强', '求知欲强', '思路独特'], cautions: ['按时完成比完美更重要', '多关注身边的人'], fields: ['数学与物理', '计算机科学', '哲学', '研发'] },
  ESTP: { title: '行动派的现场应变者', summary: '精力充沛，反应快，喜欢在行动中学习。', strengths: ['应变能力强', '敢于尝试', '善于交际'], cautions: ['冲动前先想一想后果', '给长期目标一点耐心'], fields: ['市场营销', '体育', '急救与消防', '创业'] },
  ESFP: { title: '热情的表现者', summary: '开朗热情，喜欢和人在一起，能让气氛活跃起来。', strengths: ['感染力强', '乐观', '善于合作'], cautions: ['提前安排学习任务', '做决定时多看长远'], fields: ['表演与主持', '旅游与会展', '学前教育', '销售'] },
  ENFP: { title: '富想象力的激励者', summary: '热情好奇，点子多，善于鼓舞别人一起尝试。', strengths: ['创意丰富', '沟通力强', '适应力强'], cautions: ['把开始的事做完', '学会取舍'], fields: ['新闻传播', '广告创意', '教育', '人力资源'] },
  ENTP: { title: '爱辩论的创新者', summary: '机智敏捷，喜欢挑战常规，乐于争论和创新。', strengths: ['思维敏捷', '善于辩论', '创新能力强'], cautions: ['照顾别人的情绪', '重视执行细节'], fields: ['法律', '创业', '产品设计', '咨询'] },
  ESTJ: { title: '高效的组织管理者', summary: '讲究效率和秩序，喜欢组织人和事，把目标落地。', strengths: ['组织能力强', '果断', '执行力强'], cautions: ['多听不同意见', '给变化留空间'], fields: ['工商管理', '公共管理', '财务', '项目管理'] },
  ESFJ: { title: '关怀他人的协调者', summary: '热心周到，重视和谐，乐于为集体付出。', strengths: ['人缘好', '细心周到', '合作精神强'], cautions: ['别太在意他人评价', '学会拒绝'], fields: ['教育', '护理', '酒店管理', '社会服务'] },
  ENFJ: { title: '有感染力的引导者', summary: '善解人意又有号召力，喜欢帮助别人成长。', strengths: ['领导力', '表达力强', '关心他人'], cautions: ['照顾好自己的需要', '接受别人的不同选择'], fields: ['教育与培训', '心理咨询', '公关', '社会组织管理'] },
  ENTJ: { title: '果断的统帅型领导者', summary: '目标导向，善于规划和决策，愿意承担领导责任。', strengths: ['决断力强', '战略眼光', '效率高'], cautions: ['放慢节奏倾听他人', '允许自己和别人犯错'], fields: ['企业管理', '法律', '金融', '工程管理'] },
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
