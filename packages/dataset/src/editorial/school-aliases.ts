/**
 * Short forms and misspellings of school names that no rule can read safely (二工大, 出版高专, 武软工院),
 * each reviewed by hand: alias → exact name in the national college list (MOE 2025). The build checks
 * every entry against that list and fails on a missing target or a level that cannot fit.
 *
 * province: the exam province whose tables print the alias (a short form means different schools in
 * different provinces); null only for full names that mean the same school everywhere. level: the batch
 * level of the rows. admitsVocational: a 本科-level school (二工大, the 职业技术大学) that still admits
 * 专科 students, so a 专科 row may point at it. basis: why the reading is certain; 上海's 院校代码 are
 * G… for 上海 schools and H…/K… for other provinces' in province order, which places a short form.
 * Forms that fit two schools stay out (湖中医专: 湖北/湖南中医药高专; 湖南铁职; 苏工职院; 浙贸职院: 浙江工贸/经贸;
 * 广东艺职: 广东艺术/文艺职业学院) and remain in the build report's unmatched names.
 */
import { SHANGHAI_UNDERGRADUATE_ALIASES } from './school-aliases-shanghai.ts'

export type SchoolAlias = {
  province: string | null
  level: '专科' | '本科'
  alias: string
  name: string
  admitsVocational?: true
  basis: string
}

const sh = (alias: string, name: string, basis: string, admitsVocational?: true): SchoolAlias =>
  admitsVocational ? { province: '上海', level: '专科', alias, name, admitsVocational, basis } : { province: '上海', level: '专科', alias, name, basis }

export const SCHOOL_ALIASES: readonly SchoolAlias[] = [
  // 上海 2025 专科 filing tables (上海市教育考试院 PDF): 上海 schools, code G….
  sh('上工程', '上海工程技术大学', 'G2401; the 本科 tables print the same form', true),
  sh('立信金融', '上海立信会计金融学院', 'G2701', true),
  sh('二工大', '上海第二工业大学', 'G2801', true),
  sh('上海商院', '上海商学院', 'G2901', true),
  sh('出版高专', '上海出版印刷高等专科学校', 'G3801; the only 上海 高专 with 出版'),
  sh('工商外职', '上海工商外国语职业学院', 'G4201; 工商职院 is G4401'),
  sh('科技职院', '上海科学技术职业学院', 'G4501; the only 上海 school of 科学技术 (科创职院 is G7701)'),
  sh('信息职院', '上海电子信息职业技术学院', 'G4901; the only 上海 school with 信息'),
  sh('工艺美院', '上海工艺美术职业学院', 'G5601; the only 上海 school of 工艺美术'),
  sh('中侨大学', '上海中侨职业技术大学', 'G6201', true),
  sh('电影职院', '上海电影艺术职业学院', 'G6901; the only 上海 school with 电影'),
  sh('化工职院', '上海现代化工职业学院', 'G7901; the only 上海 school with 化工'),
  sh('建管职院', '上海建设管理职业技术学院', 'G8001'),
  sh('中华学院', '上海中华职业技术学院', 'G8201, a 上海 code (中华女子学院 is in 北京)'),
  // Other provinces' schools in the same tables, code H…/K… in province order.
  sh('天津职大', '天津市职业大学', 'H0201, 天津'),
  sh('津医高专', '天津医学高等专科学校', 'H0301, 天津'),
  sh('天津轻职', '天津轻工职业技术学院', 'H0501, 天津'),
  sh('天津城管', '天津城市建设管理职业技术学院', 'H0601, 天津'),
  sh('天津铁职', '天津铁道职业技术学院', 'K5701; the only 天津 school with 铁'),
  sh('石铁职院', '石家庄铁路职业技术学院', 'H1201, 河北'),
  sh('石医高专', '石家庄医学高等专科学校', 'H1501, 河北'),
  sh('黑建职院', '黑龙江建筑职业技术学院', 'H2201, 黑龙江'),
  sh('哈铁职院', '哈尔滨铁道职业技术学院', 'H2301, 黑龙江'),
  sh('南信职院', '南京信息职业技术学院', 'H3001, 江苏'),
  sh('江苏建职', '江苏建筑职业技术学院', 'H3301, 江苏'),
  sh('南京铁职', '南京铁道职业技术学院', 'H3901, 江苏'),
  sh('江苏健康', '江苏卫生健康职业学院', 'H4101; the only 江苏… school with 健康'),
  sh('苏州工美', '苏州工艺美术职业技术学院', '专科艺术批次; the only 苏州 school of 工艺美术'),
  sh('安徽二医', '安徽第二医学院', 'H5101; 本科 since 2023 (formerly 安徽医学高等专科学校)', true),
  sh('江西财职', '江西财经职业学院', 'H6501, 江西'),
  sh('江西航职', '江西航空职业技术学院', 'H6701, 江西'),
  sh('赣南卫职', '赣南卫生健康职业学院', 'H7301, 江西'),
  sh('上饶卫职', '上饶卫生健康职业学院', 'H7401, 江西'),
  sh('武航职院', '武汉航海职业技术学院', 'K0201; the only 武汉 school with 航'),
  sh('武汉外职', '武汉外语外事职业学院', 'K0301, 湖北'),
  sh('武汉交职', '武汉交通职业学院', 'K0401, 湖北'),
  sh('武软工院', '武汉软件工程职业学院', 'K0501, 湖北'),
  sh('湖南高铁', '湖南高速铁路职业技术学院', 'K1401; the only 湖南 school of 高速铁路'),
  sh('广华科职', '广州华立科技职业学院', 'K2001; the only 广… school with 华 and 科'),
  sh('重庆城管', '重庆城市管理职业学院', 'K3101, 重庆'),
  sh('重庆电专', '重庆电力高等专科学校', 'K3201; 电专 = 电力高等专科学校'),
  sh('川工职大', '四川工程职业技术大学', 'K4301', true),
  sh('成都航大', '成都航空职业技术大学', 'K4501', true),
  sh('川标职院', '四川国际标榜职业学院', '专科体育批次; the only school with 标榜'),
  sh('西安铁职', '西安铁路职业技术学院', 'K5201, 陕西'),
  sh('广东轻大', '广东轻工职业技术大学', 'K5401', true),
  // Names other provinces' tables print that the MOE 2025 list spells differently (every province).
  { province: null, level: '专科', alias: '天津职业大学', name: '天津市职业大学', basis: 'the MOE list writes 天津市' },
  { province: null, level: '专科', alias: '合肥滨湖职业技术学院', name: '民办合肥滨湖职业技术学院', basis: 'the MOE list prefixes 民办' },
  { province: null, level: '专科', alias: '合肥财经职业学院', name: '民办合肥财经职业学院', basis: 'the MOE list prefixes 民办' },
  { province: null, level: '专科', alias: '甘肃有色治金职业技术学院', name: '甘肃有色冶金职业技术学院', basis: 'misprint 治 for 冶' },
  { province: null, level: '专科', alias: '福建船政交迪职业学院', name: '福建船政交通职业学院', basis: 'misprint 迪 for 通' },
  ...(
    [
      ['安徽医学高等专科学校', '安徽第二医学院'],
      ['长春汽车工业高等专科学校', '长春汽车职业技术大学'],
      ['共青科技职业学院', '九江科技职业大学'],
      ['连云港师范高等专科学校', '连云港师范学院'],
      ['桂林师范高等专科学校', '桂林师范学院'],
      ['贵州轻工职业技术学院', '贵州轻工职业大学'],
      ['德宏师范高等专科学校', '德宏师范学院'],
      ['拉萨师范高等专科学校', '拉萨师范学院'],
    ] as const
  ).map(([alias, name]): SchoolAlias => ({
    province: null,
    level: '专科',
    alias,
    name,
    admitsVocational: true,
    basis: 'upgraded to 本科 (2023–2025) and still finishing its 专科 intakes; the MOE 2025 list has only the new name',
  })),
  {
    province: null,
    level: '本科',
    alias: '北师香港浸会大学',
    name: '北京师范大学-香港浸会大学联合国际学院',
    basis: 'renamed 2024; the MOE 2025 list keeps the former name',
  },
  ...SHANGHAI_UNDERGRADUATE_ALIASES,
]

/**
 * Short forms of schools the national college list does not have (military academies), which the
 * computed short-name rules must not read as a listed school: 上海 2026 code 126 海医大, between
 * 上海体大 125 and 立信金融 127, is 海军军医大学, not 海南医科大学 (a 海南 school, 8xx).
 */
export const UNLISTED_SCHOOL_FORMS: readonly { province: string; alias: string; school: string }[] = [
  { province: '上海', alias: '海医大', school: '海军军医大学' },
]
