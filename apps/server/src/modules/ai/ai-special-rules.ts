/**
 * What each special plan is and who may apply, in full sentences for a student who asks “国家专项是什么，
 * 我能报吗”. The one-line eligibility of a plan row (packages/domain eligibilityOf) says what the unit
 * requires; this says how the policy works. Source: the Ministry's 重点高校招收农村和贫困地区学生
 * notices as summarised in domain-rules.md (§1.3, §2) and the provinces' yearly 招生办法; the exact
 * 实施区域 and the years of 户籍/学籍 are fixed by each province every year, so the answer says so.
 */
export type SpecialRule = { PlanType: string; What: string; Who: string; How: string }

export const SPECIAL_RULES: Record<string, SpecialRule> = {
  国家专项: {
    PlanType: '国家专项',
    What: '国家专项计划（重点高校招收农村和贫困地区学生的国家专项计划）由中央部属高校和各省重点高校面向国家划定的实施区域定向招生，在本科提前批或本科批单列志愿、单独投档。',
    Who: '考生须具有实施区域（原集中连片特困地区、国家乡村振兴重点帮扶县、脱贫县等，以本省当年公布的名单为准）的当地户籍，本人及父亲或母亲或法定监护人户籍连续满 3 年，且本人在当地高中有 3 年学籍并实际就读。',
    How: '每年春季在省考试院指定系统报名，经县、市、省三级资格审核并公示，审核通过才能填报；录取线单独划定，通常低于同校普通类。',
  },
  高校专项: {
    PlanType: '高校专项',
    What: '高校专项计划由教育部直属高校和部分自主招生改革试点高校自己组织，面向边远、脱贫、民族等地区县以下高中的农村学生。',
    Who: '考生本人及父亲或母亲或法定监护人具有实施区域的农村户籍（连续满 3 年），本人在户籍所在县的高中有连续 3 年学籍并实际就读；具体区域和条件以各高校当年招生简章为准。',
    How: '每年 4 月前后在“高校专项计划报名系统”向高校提交申请，先经省级资格审核，再由高校审核（部分有测试），通过者高考后按高校要求填报，一般不低于本科一批或特殊类型控制线录取。',
  },
  地方专项: {
    PlanType: '地方专项',
    What: '地方专项计划由各省（区、市）的省属重点高校承担，招收本省实施区域（多为本省的农村或脱贫县）的农村学生，名称和范围由各省自行规定（如“农村专项计划”）。',
    Who: '一般须具有本省实施区域的农村户籍和当地高中学籍并实际就读（年限多为 3 年），只能报考本省省属高校的地方专项计划；具体以本省当年招生办法为准。',
    How: '在本省规定时间内报名，经资格审核公示后填报；单独划线、单独投档。',
  },
  预科: {
    PlanType: '预科',
    What: '少数民族预科班（另有民族班）是高校为少数民族考生（部分省也面向边疆、边防军人子女等）设置的预备教育：先读一年预科（少数学校两年），补习基础课程，考核合格后转入本科专业学习，所以本科总共多读一年。',
    Who: '少数民族预科班只面向少数民族考生，汉族考生不能报；边防军人子女预科班只面向边防军人子女；并须符合本省规定的户籍、地区条件。录取时可在该校同批次普通类投档线以下适当降分（幅度由各省规定）。',
    How: '在对应批次的预科（或“民族班、预科”）志愿栏单独填报、单独投档；预科结束考核不合格的，按学校规定处理。',
  },
  中外合作: {
    PlanType: '中外合作',
    What: '中外合作办学项目（以及宁波诺丁汉大学、西交利物浦大学等中外合作大学）与外方高校合作培养，学费明显高于普通类（常见每年数万元），部分全英文授课、可获双学位。',
    Who: '普通类考生都能报，但常有单科外语成绩要求（如“外语不低于105分/115分”，写在招生计划的备注里），且须接受其收费与培养方式。',
    How: '在普通批按其单独的院校专业组（或院校代码）填报；它的投档线不代表同校普通专业组，不能用来估算普通类的录取概率。',
  },
}

export const SPECIAL_TYPES = Object.keys(SPECIAL_RULES)

/** A plan's explanation as Markdown lines. */
export const explainSpecial = (type: string) => {
  const r = SPECIAL_RULES[type]
  return r ? [`**${r.PlanType}**：${r.What}`, `- 谁能报：${r.Who}`, `- 怎么报：${r.How}`] : []
}

/** “地方专项和国家专项有什么区别”: the differences that matter to an applicant. */
export const SPECIAL_DIFFERENCE =
  '三类专项的区别：国家专项由中央部属高校和各省重点高校面向国家划定的实施区域（脱贫县等）招生；高校专项由教育部直属高校自己组织，面向边远、脱贫、民族地区县以下高中的农村学生，需向高校报名审核；地方专项由本省省属重点高校招收本省实施区域的农村学生。三者都要户籍和学籍条件、资格审核，单独投档、单独划线。'
