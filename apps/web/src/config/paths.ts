/**
 * Route paths the code links to, spelled exactly as the spec's inventory (hash routes without the
 * leading slash). The route table is checked against this list by type, so a path is typed once
 * here and once (as a literal the inventory script can count) in app/route-table.ts.
 */
export const paths = {
  home: 'pages/home/index',
  ai: 'pages/ai/index',
  preciseLearning: 'pages/preciselearning/preciselearning',
  personal: 'pages/personal/index',
  login: 'pages/personal/login/index',
  smsLogin: 'pages/personal/login/login',
  register: 'pages/personal/register/register',
  stepRegister: 'pages/personal/register/stepRegister',
  forgetPassword: 'pages/personal/register/forgetpassword',
  editPassword: 'pages/personal/register/editpassword',
  editInfo: 'pages/personal/editInfo/editInfo',
  setRealScore: 'pages/personal/setRealScore/index',
  openMember: 'pages/personal/openmamber/openmamber',
  membership: 'pages/personal/membership/membership',
  volunteerList: 'pages/personal/volunteerlist/volunteerlist',
  appraisalList: 'pages/personal/appraisal/list',
  setting: 'pages/personal/setting/index',
  serviceAgreement: 'pages/personal/service/service',
  privacyAgreement: 'pages/personal/service/agreement',
  userHelp: 'pages/personal/user-help/userHelp',
  wechatAuth: 'pages/personal/auth/auth-index',
  bindPlatform: 'pages/personal/login/bindPlatform',
  ssoLogin: 'pages/home/sso-login/index',
  homeSearch: 'pages/home/homeTopSearch/search',
  searchSchool: 'pages/home/searchSchool/searchSchool',
  professional: 'pages/home/professional/professional',
  searchArrangement: 'pages/home/searcharrangement/searcharrangement',
  searchBatch: 'pages/home/searchbatch/searchbatch',
  collegeRank: 'pages/home/collegeRank/collegeRank',
  specialtyRank: 'pages/home/specialty-rank/index',
  occupation: 'pages/home/occupation/occupation',
  industryList: 'pages/home/industry/industryList',
  chooseSubject: 'pages/home/chooseSubject/chooseSubject',
  enrollmentPlan: 'pages/home/enrollmentplan/enrollmentplan',
  enrollData: 'pages/home/enrollData/index',
  expertConsulting: 'pages/home/expert-consulting/index',
  information: 'pages/home/information/information',
  queryIndex: 'pages/query/index',
  newExamIndex: 'pages/newExam/index',
  assessChoose: 'pages/assess/new-exam-choose/index',
} as const

export type AppPath = (typeof paths)[keyof typeof paths]
