import type { Intent } from './ai-intents.ts'

/** A major's facts asked without a college (careers, colleges offering it, degree and length, overview), in this order. */
export const majorIntents: readonly Intent[] = [
  {
    id: 'major_careers',
    title: '专业就业方向',
    example: '计科毕业以后能做什么工作',
    match: (q, e) => e.majors.length > 0 && /就业|工作|职业|出路|前景|做什么|干什么/.test(q),
  },
  {
    id: 'major_colleges',
    title: '开设某专业的院校',
    example: '软件工程哪些学校好',
    match: (q, e) => e.majors.length > 0 && /哪些(学校|大学|院校)|什么(学校|大学)|学校好|大学好|院校|开设|开这个/.test(q),
  },
  {
    id: 'major_degree',
    title: '专业学位与学制',
    example: '临床医学学几年，授予什么学位',
    match: (q, e) => e.majors.length > 0 && /学位|学制|几年|多少年|门类|属于|[三四五六七八]年/.test(q),
  },
  {
    id: 'major_overview',
    title: '专业介绍',
    example: '人工智能专业学什么',
    match: (q, e) => e.majors.length > 0 && /学什么|是什么|介绍|怎么样|好不好|课程|专业/.test(q),
  },
]
