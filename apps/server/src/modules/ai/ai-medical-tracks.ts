/**
 * 「临床医学读几年，和5+3一体化有什么区别」「八年制是什么」 (ADR 101): the 临床医学 tracks are a rule of the national
 * medical-education system, not a number of the dataset, so they are said as general knowledge and labelled so. The
 * plans the dataset holds print 「临床医学(5+3一体化)」 with 学制 5 (the 本科 phase), which the note explains, so a
 * plan's 5 is not read as the whole track.
 */
export const MEDICAL_TRACK_ASKED = /5\s*[+＋加]\s*3|一体化|本硕(连读|贯通|一体)?|八年制|本博(连读)?|(8|八)年(制|的)/

const CLINICAL = /临床医学|口腔医学|中医学|儿科学|医学/

export function medicalTrackNote(question: string, majorName: string): string | null {
  if (!MEDICAL_TRACK_ASKED.test(question) || !CLINICAL.test(majorName)) return null
  return [
    '**五年制和“5+3”一体化的区别**（国家医学教育的一般规定，不是本应用数据里的数字；具体以各校招生章程为准）：',
    '',
    '| | 五年制临床医学 | “5+3”一体化（本硕连读） | 八年制（本博连读） |',
    '| --- | --- | --- | --- |',
    '| 学制 | 5年 | 5年本科阶段 + 3年硕士阶段，共8年 | 8年 |',
    '| 毕业所得 | 本科学历、医学学士学位 | 本科阶段合格直接转入硕士阶段，毕业获**医学硕士**（专业学位） | 医学博士学位 |',
    '| 之后 | 一般还要考研，或参加3年住院医师规范化培训（规培） | 硕士阶段与住院医师规范化培训并轨，不用再考研 | — |',
    '| 招生 | 开设临床医学的医学院校大多招 | 只有经教育部批准的部分高校招，分数通常明显高于同校五年制 | 极少数高校招 |',
    '',
    '招生计划里“临床医学(5+3一体化)”的学制常写作5年，那是本科阶段；整个培养是8年。报考前看清专业名称括号里的说明。',
  ].join('\n')
}
