/**
 * School type from keywords in the name, for schools no source classifies (most 专科 and ~300 本科).
 * Order matters: 师范 before 科技, 医 before 理工. Returns null when the name says nothing; never guesses 综合.
 */
const RULES: [RegExp, string][] = [
  [/师范|幼儿|教育学院|幼专/, '师范'],
  [/医|药|卫生|护理|健康|中医/, '医药'],
  [/财经|财政|金融|经贸|商学院|商业|会计|税务|经济|工商|贸易|保险/, '财经'],
  [/政法|警察|警官|司法|公安|法律|法学/, '政法'],
  [/外国语|外语|外事|翻译/, '语言'],
  [/民族/, '民族'],
  [/体育|运动/, '体育'],
  [/艺术|美术|音乐|戏剧|戏曲|舞蹈|电影|传媒|设计/, '艺术'],
  [/农|林|牧|水产|园艺|畜/, '农林'],
  [/理工|工业|工程|科技|交通|铁道|铁路|电力|电子|信息|石油|化工|建筑|机电|航空|航天|海事|邮电|能源|矿|冶金|地质|水利|测绘|汽车|轻工|纺织|船舶|电气/, '理工'],
]

export function typeFromName(name: string): string | null {
  for (const [re, type] of RULES) if (re.test(name)) return type
  return null
}
