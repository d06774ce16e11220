import type { SchoolAlias } from './school-aliases.ts'

/**
 * 上海 本科 filing tables (上海市教育考试院; 666keke's 2020–2025 transcription and the 2026 院校专业组
 * table) print every school as a short form that no rule reads safely. Evidence for each: the 2026
 * 本科普通批 院校代码 it is printed under. Those codes run by province (1xx 上海, 2xx 北京 天津 河北, 3xx
 * 山西 … 黑龙江, 4xx 江苏 浙江, 5xx 浙江 安徽 福建, 6xx 江西 山东 河南, 7xx 湖北 湖南 广东, …) and,
 * within a province, in national code order, which places a short form among two readings
 * (齐齐哈尔 402, after 哈师大 401: 齐齐哈尔大学; 齐医学院 405: 齐齐哈尔医学院, not 山东's 齐鲁医药学院).
 */
const bk = (alias: string, name: string, basis: string, admitsVocational?: true): SchoolAlias => ({
  province: '上海',
  level: '本科',
  alias,
  name,
  basis,
  ...(admitsVocational ? { admitsVocational } : {}),
})

export const SHANGHAI_UNDERGRADUATE_ALIASES: readonly SchoolAlias[] = [
  bk('二工大', '上海第二工业大学', '128 (专科 G2801)'),
  bk('立信金融', '上海立信会计金融学院', '127 (专科 G2701)'),
  bk('中侨大学', '上海中侨职业技术大学', '162 (专科 G6201)'),
  bk('上海外大', '上海外国语大学', '108; its college 上外贤达 is 133'),
  bk('上海体院', '上海体育大学', '125 (上海体育学院 until 2023)'),
  bk('天津科大', '天津科技大学', '254; 天津医科大学 is 270 天津医大'),
  bk('津医临床', '天津医科大学临床医学院', '262'),
  bk('外经贸大', '对外经济贸易大学', '214, 北京'),
  bk('京科天津', '北京科技大学天津学院', '264, 天津'),
  bk('河北工大', '河北工业大学', '266, 天津 (河北工程大学 is 283 河北工程)'),
  bk('天津工大', '天津工业大学', '255; 天津理工 is 267'),
  bk('京中东方', '北京中医药大学东方学院', '295, 河北'),
  bk('石油北京', '中国石油大学（北京）', '217'),
  bk('地大北京', '中国地质大学（北京）', '218'),
  bk('矿大北京', '中国矿业大学（北京）', '247'),
  bk('华电北京', '华北电力大学', '216; the list has one 华北电力大学 for both campuses'),
  bk('华电保定', '华北电力大学(保定)', '281; the 保定 campus is its own institution (chsi 10079, issue #29)'),
  bk('齐齐哈尔', '齐齐哈尔大学', '402, between 哈师大 401 and 哈商大 403 as in national code order'),
  bk('齐医学院', '齐齐哈尔医学院', '405, 黑龙江 (齐鲁医药学院 is 山东, 6xx)'),
  bk('哈工大', '哈尔滨工业大学', '392; 哈工程 is 393, 哈理工 395'),
  bk('长春工大', '长春工业大学', '376; 长春理工 is 374'),
  bk('沈阳工大', '沈阳工业大学', '337; 沈阳理工 339, 沈阳化工 343'),
  bk('南京工大', '南京工业大学', '433; 南京理工 is 430'),
  bk('浙江工大', '浙江工业大学', '493; 浙江理工 494, 浙江工商 501'),
  bk('安徽工大', '安徽工业大学', '534, 安徽 (安徽理工, 安徽工程 print their own forms)'),
  bk('河南工大', '河南工业大学', '685; 河南理工 prints its own form'),
  bk('湖南工大', '湖南工业大学', '763; 湖南工商 prints its own form'),
  bk('西南科大', '西南科技大学', '866; 西南医科大学 is 872 西南医大'),
  bk('南湖学院', '嘉兴南湖学院', '509, 浙江 (湖南理工学院南湖学院 is 湘理南湖)'),
  bk('诺丁汉', '宁波诺丁汉大学', '513; the only school with 诺丁汉'),
  bk('川外国语', '四川外国语大学', '847, 重庆; the only 四川外国语 school of the list'),
  bk('民航飞院', '中国民用航空飞行学院', '870, 四川; 中国民航大学 is 253 中国民航'),
  bk('南昌工程', '江西水利电力大学', '608 in the 2024–2025 tables, the code 江西水电 has in 2026 (南昌工程学院 renamed)'),
  bk('石油华东', '中国石油大学（华东）', '643, 山东'),
  bk('地大武汉', '中国地质大学（武汉）', '714, 湖北'),
  bk('津理中环', '天津理工大学中环信息学院', '263, 天津'),
  bk('津商宝德', '天津商业大学宝德学院', '261, 天津'),
  bk('津财珠江', '天津财经大学珠江学院', '265, 天津 (华南农业大学珠江学院 is 广东, 799 华南珠江)'),
  bk('京工耿丹', '北京工业大学耿丹学院', '244'),
  bk('太湖学院', '无锡太湖学院', '461, 江苏'),
  bk('闽农金山', '福建农林大学金山学院', '573, 福建'),
  bk('二外中瑞', '北京第二外国语学院中瑞酒店管理学院', '235'),
  bk('昌大科技', '南昌大学科学技术学院', '614, 江西'),
  bk('赣农商院', '江西农业大学南昌商学院', '620, 江西'),
  bk('常熟理工', '苏州工学院', '449 in the 2024–2025 tables, 苏州工院 in 2026 (常熟理工学院 renamed)'),
  bk('新乡医学', '河南医药大学', '690 in the 2024–2025 tables, 河南医药 in 2026 (新乡医学院 renamed)'),
]
