import type { AppPath } from '../config/paths.ts'
import type { PageModule } from '../components/feedback/async-page.tsx'

/** One registered screen. `path` is spelled exactly as in the spec's inventory (no leading slash). */
export type RouteEntry = {
  path: AppPath
  /** Chinese title shown in the navigation bar and the document title */
  title: string
  lazy: () => Promise<PageModule>
  /** bottom tab index for tab pages, which draw their own navigation bar */
  tab?: number
}

/**
 * The ONE list of registered routes. Only screens that are really built are here; a route of the
 * inventory that is absent is simply not built yet (`npm run inventory` counts the `path:` literals).
 */
export const routeTable: readonly RouteEntry[] = [
  { path: 'pages/home/index', title: '首页', tab: 0, lazy: () => import('./routes/home/home.tsx') },
  { path: 'pages/personal/index', title: '我的', tab: 3, lazy: () => import('./routes/personal/my-account.tsx') },
  { path: 'pages/ai/index', title: 'AI大模型', tab: 1, lazy: () => import('./routes/ai/ai-index.tsx') },
  { path: 'pages/personal/login/index', title: '登录', lazy: () => import('./routes/personal/login.tsx') },
  { path: 'pages/personal/register/register', title: '注册', lazy: () => import('./routes/personal/register.tsx') },
  { path: 'pages/personal/register/stepRegister', title: '完善资料', lazy: () => import('./routes/personal/step-register.tsx') },
  { path: 'pages/personal/editInfo/editInfo', title: '编辑资料', lazy: () => import('./routes/personal/edit-info.tsx') },
  { path: 'pages/personal/register/editpassword', title: '修改密码', lazy: () => import('./routes/personal/edit-password.tsx') },
  { path: 'pages/personal/setting/index', title: '设置', lazy: () => import('./routes/personal/setting.tsx') },
  { path: 'pages/personal/service/service', title: '用户服务协议', lazy: () => import('./routes/personal/service-agreement.tsx') },
  { path: 'pages/personal/service/agreement', title: '隐私政策', lazy: () => import('./routes/personal/privacy-policy.tsx') },
  { path: 'pages/personal/user-help/userHelp', title: '帮助中心', lazy: () => import('./routes/personal/user-help.tsx') },
  // sign-in and identity
  { path: 'pages/personal/login/login', title: '验证码登录', lazy: () => import('./routes/personal/sms-login.tsx') },
  { path: 'pages/personal/register/forgetpassword', title: '忘记密码', lazy: () => import('./routes/personal/forget-password.tsx') },
  { path: 'pages/personal/auth/auth-index', title: '微信授权', lazy: () => import('./routes/personal/wechat-auth.tsx') },
  { path: 'pages/personal/login/bindPlatform', title: '绑定手机号', lazy: () => import('./routes/personal/bind-platform.tsx') },
  { path: 'pages/home/sso-login/index', title: '授权登录', lazy: () => import('./routes/home/sso-login.tsx') },
  // membership and money
  { path: 'pages/personal/openmamber/openmamber', title: '开通会员', lazy: () => import('./routes/membership/open-member.tsx') },
  { path: 'pages/personal/openmamber/detailsIntroduce', title: '会员详情', lazy: () => import('./routes/membership/details-introduce.tsx') },
  { path: 'pages/personal/openmamber/orderpay', title: '订单支付', lazy: () => import('./routes/membership/order-pay.tsx') },
  { path: 'pages/personal/openmamber/mamberPage', title: '我的会员', lazy: () => import('./routes/membership/member-page.tsx') },
  { path: 'pages/personal/membership/membership', title: '会员权益', lazy: () => import('./routes/membership/privileges.tsx') },
  { path: 'pages/personal/memberactivation/memberactivation', title: '会员卡激活', lazy: () => import('./routes/membership/member-activation.tsx') },
  { path: 'pages/personal/agent/index', title: '本地服务商', lazy: () => import('./routes/membership/agent.tsx') },
  { path: 'pages/personal/company/index', title: '关于我们', lazy: () => import('./routes/membership/company.tsx') },
  { path: 'pages/personal/cooperation/index', title: '商务合作', lazy: () => import('./routes/membership/cooperation.tsx') },
  { path: 'pages/personal/conmonWebview/conmonWebview', title: '网页', lazy: () => import('./routes/membership/common-webview.tsx') },
  // learning and content
  { path: 'pages/preciselearning/preciselearning', title: '精准学', tab: 2, lazy: () => import('./routes/learning/precise-learning.tsx') },
  { path: 'pages/home/course/courseIndex', title: '课程', lazy: () => import('./routes/learning/course-index.tsx') },
  { path: 'pages/home/course/courseList', title: '课程列表', lazy: () => import('./routes/learning/course-list.tsx') },
  { path: 'pages/home/course/coursePlay', title: '课程播放', lazy: () => import('./routes/learning/course-play.tsx') },
  { path: 'pages/home/course/videoCategory', title: '视频分类', lazy: () => import('./routes/learning/video-category.tsx') },
  { path: 'pages/home/course/videoList', title: '视频列表', lazy: () => import('./routes/learning/video-list.tsx') },
  { path: 'pages/home/live/index', title: '直播课堂', lazy: () => import('./routes/learning/live-index.tsx') },
  { path: 'pages/home/live-video/index', title: '直播课', lazy: () => import('./routes/learning/live-video.tsx') },
  { path: 'pages/home/onlinestudy/onlinestudy', title: '在线学习', lazy: () => import('./routes/learning/online-study-home.tsx') },
  { path: 'pages/home/onlinestudy/studysearch', title: '搜索学习资源', lazy: () => import('./routes/learning/online-study-search.tsx') },
  { path: 'pages/home/onlinestudy/studyfillter', title: '筛选', lazy: () => import('./routes/learning/online-study-filter.tsx') },
  { path: 'pages/home/onlinestudy/studydetail', title: '学习资源', lazy: () => import('./routes/learning/online-study-detail.tsx') },
  { path: 'pages/home/drill/index', title: '军训课堂', lazy: () => import('./routes/learning/drill-study-home.tsx') },
  { path: 'pages/home/drill/studysearch', title: '搜索军训课程', lazy: () => import('./routes/learning/drill-study-search.tsx') },
  { path: 'pages/home/drill/studyfillter', title: '筛选', lazy: () => import('./routes/learning/drill-study-filter.tsx') },
  { path: 'pages/home/drill/studydetail', title: '军训课程', lazy: () => import('./routes/learning/drill-study-detail.tsx') },
  { path: 'pages/home/information/information', title: '高考资讯', lazy: () => import('./routes/learning/information.tsx') },
  { path: 'pages/home/information/informationDetail', title: '资讯详情', lazy: () => import('./routes/learning/information-detail.tsx') },
  // assessments, 选科 and career resources
  { path: 'pages/assess/enter-path/index', title: '生涯测评', lazy: () => import('./routes/assessment/enter-path.tsx') },
  { path: 'pages/assess/enter-path/enter-content', title: '测评介绍', lazy: () => import('./routes/assessment/enter-content.tsx') },
  { path: 'pages/assess/custom-pages/test-tips', title: '测评须知', lazy: () => import('./routes/assessment/test-tips.tsx') },
  { path: 'pages/assess/custom-pages/test-content', title: '答题', lazy: () => import('./routes/assessment/test-content.tsx') },
  { path: 'pages/assess/custom-pages/test-submit', title: '提交测评', lazy: () => import('./routes/assessment/test-submit.tsx') },
  { path: 'pages/assess/testResult', title: '测评结果', lazy: () => import('./routes/assessment/test-result.tsx') },
  { path: 'pages/personal/mbtidetail', title: '性格类型报告', lazy: () => import('./routes/assessment/mbti-report.tsx') },
  { path: 'pages/personal/mbtidetail2', title: '霍兰德测评报告', lazy: () => import('./routes/assessment/holland-report.tsx') },
  { path: 'pages/personal/mbtidetail3', title: '人格测评报告', lazy: () => import('./routes/assessment/personality-report.tsx') },
  { path: 'pages/personal/mbtiintroduce', title: '性格类型介绍', lazy: () => import('./routes/assessment/mbti-introduce.tsx') },
  { path: 'pages/personal/apprasaledit', title: '测评资料', lazy: () => import('./routes/assessment/appraisal-edit.tsx') },
  { path: 'pages/personal/appraisal/list', title: '我的测评', lazy: () => import('./routes/assessment/appraisal-list.tsx') },
  { path: 'pages/assess/new-exam-choose/index', title: '新高考选科测评', lazy: () => import('./routes/career/new-exam-choose.tsx') },
  { path: 'pages/assess/new-exam-choose/choose-province', title: '选择省份', lazy: () => import('./routes/career/choose-province.tsx') },
  { path: 'pages/assess/new-exam-choose/sort-score', title: '填写成绩', lazy: () => import('./routes/career/sort-score.tsx') },
  { path: 'pages/home/chooseSubject/chooseSubject', title: '新高考选科', lazy: () => import('./routes/career/choose-subject.tsx') },
  { path: 'pages/home/chooseSubject/chooseSubjectScreen', title: '目标院校专业', lazy: () => import('./routes/career/choose-subject-screen.tsx') },
  { path: 'pages/home/chooseSubject/chooseSubjectDetails', title: '选科组合详情', lazy: () => import('./routes/career/choose-subject-details.tsx') },
  { path: 'pages/home/careerPlan/recomBook/index', title: '推荐书单', lazy: () => import('./routes/career/recommend-books.tsx') },
  { path: 'pages/home/careerPlan/careerStory/index', title: '生涯故事', lazy: () => import('./routes/career/career-stories.tsx') },
  { path: 'pages/home/careerPlan/video-source/index', title: '生涯视频', lazy: () => import('./routes/career/career-videos.tsx') },
  { path: 'pages/home/careerPlan/video-source/play-detail', title: '视频播放', lazy: () => import('./routes/career/career-video-play.tsx') },
  { path: 'pages/home/careerPlan/video-source/videoList', title: '全部生涯视频', lazy: () => import('./routes/career/career-video-list.tsx') },
  { path: 'pages/home/careerPlan/careerCase/index', title: '生涯案例', lazy: () => import('./routes/career/career-cases.tsx') },
  { path: 'pages/home/careerPlan/careerCase/documentDetail', title: '文档详情', lazy: () => import('./routes/career/career-document.tsx') },
  { path: 'pages/home/careerPlan/learnClassroom/index', title: '生涯课堂', lazy: () => import('./routes/career/learn-classroom.tsx') },
  { path: 'pages/home/careerPlan/careerTeachplan/index', title: '生涯教案', lazy: () => import('./routes/career/career-teachplans.tsx') },
  { path: 'pages/home/careerPlan/careerCourseware/index', title: '生涯课件', lazy: () => import('./routes/career/career-courseware.tsx') },
  // lookups
  { path: 'pages/home/homeTopSearch/search', title: '搜索', lazy: () => import('./routes/lookup/home-search.tsx') },
  { path: 'pages/home/searchSchool/searchSchool', title: '查大学', lazy: () => import('./routes/lookup/search-school.tsx') },
  { path: 'pages/home/screen/screen', title: '筛选条件', lazy: () => import('./routes/lookup/school-screen.tsx') },
  { path: 'pages/home/schoolDetail/schoolDetail', title: '院校详情', lazy: () => import('./routes/lookup/school-detail.tsx') },
  { path: 'pages/home/schoolDetail/constitutionDetails', title: '招生章程', lazy: () => import('./routes/lookup/constitution-details.tsx') },
  { path: 'pages/home/searchSchool/contrast-prepare', title: '选择对比院校', lazy: () => import('./routes/lookup/contrast-prepare.tsx') },
  { path: 'pages/home/schoolDetail/compareCollege', title: '院校对比', lazy: () => import('./routes/lookup/compare-college.tsx') },
  { path: 'pages/home/collegeRank/collegeRank', title: '院校排名', lazy: () => import('./routes/lookup/college-rank.tsx') },
  { path: 'pages/home/collegeRank/screen', title: '排名筛选', lazy: () => import('./routes/lookup/college-rank-screen.tsx') },
  { path: 'pages/home/specialty-rank/index', title: '专业排名', lazy: () => import('./routes/lookup/specialty-rank.tsx') },
  { path: 'pages/home/professional/professional', title: '查专业', lazy: () => import('./routes/lookup/professional.tsx') },
  { path: 'pages/home/specialityCategory/specialityCategory', title: '专业目录', lazy: () => import('./routes/lookup/speciality-category.tsx') },
  { path: 'pages/home/searchspecialty/searchspecialty', title: '搜索专业', lazy: () => import('./routes/lookup/search-specialty.tsx') },
  { path: 'pages/home/specialityDetails/specialityDetails', title: '专业详情', lazy: () => import('./routes/lookup/speciality-details.tsx') },
  { path: 'pages/home/searcharrangement/searcharrangement', title: '查位次', lazy: () => import('./routes/lookup/search-arrangement.tsx') },
  { path: 'pages/home/searchbatch/searchbatch', title: '查批次', lazy: () => import('./routes/lookup/search-batch.tsx') },
  { path: 'pages/home/enrollData/index', title: '录取数据', lazy: () => import('./routes/lookup/enroll-data-index.tsx') },
  { path: 'pages/home/enrollData/searchschool', title: '按院校查录取', lazy: () => import('./routes/lookup/enroll-data-school.tsx') },
  { path: 'pages/home/enrollData/searchEnrollment', title: '按专业查录取', lazy: () => import('./routes/lookup/enroll-data-search.tsx') },
  { path: 'pages/home/enrollmentplan/enrollmentplan', title: '招生计划', lazy: () => import('./routes/lookup/enrollment-plan-index.tsx') },
  { path: 'pages/home/enrollmentplan/searchschool', title: '按院校查计划', lazy: () => import('./routes/lookup/enrollment-plan-school.tsx') },
  { path: 'pages/home/enrollmentplan/searchEnrollment', title: '按专业查计划', lazy: () => import('./routes/lookup/enrollment-plan-search.tsx') },
  { path: 'pages/home/occupation/occupation', title: '职业百科', lazy: () => import('./routes/lookup/occupation.tsx') },
  { path: 'pages/home/occupation/occupationList', title: '职业列表', lazy: () => import('./routes/lookup/occupation-list.tsx') },
  { path: 'pages/home/occupation/occupationDetails', title: '职业详情', lazy: () => import('./routes/lookup/occupation-details.tsx') },
  { path: 'pages/home/occupation/occupationsearch', title: '搜索职业', lazy: () => import('./routes/lookup/occupation-search.tsx') },
  { path: 'pages/home/occupation/occupationtypesearch', title: '兴趣找职业', lazy: () => import('./routes/lookup/occupation-type-search.tsx') },
  { path: 'pages/home/industry/industryList', title: '行业概览', lazy: () => import('./routes/lookup/industry-list.tsx') },
  { path: 'pages/home/industry/industryDetails', title: '行业详情', lazy: () => import('./routes/lookup/industry-details.tsx') },
  { path: 'pages/home/NavIndex/plan', title: '学业规划', lazy: () => import('./routes/lookup/nav-plan.tsx') },
  { path: 'pages/home/NavIndex/cnjzy', title: '志愿填报', lazy: () => import('./routes/lookup/nav-filling.tsx') },
  { path: 'pages/home/supplement/index', title: '高考信息', lazy: () => import('./routes/lookup/supplement.tsx') },
  { path: 'pages/home/defultpage/defultpage', title: '打开链接', lazy: () => import('./routes/lookup/default-page.tsx') },
  { path: 'choose-location', title: '选择位置', lazy: () => import('./routes/builtin/choose-location.tsx') },
  { path: 'open-location', title: '查看位置', lazy: () => import('./routes/builtin/open-location.tsx') },
  // application filling
  { path: 'pages/personal/setRealScore/index', title: '设置高考成绩', lazy: () => import('./routes/wish/set-real-score.tsx') },
  { path: 'pages/personal/register/editscore', title: '修改成绩', lazy: () => import('./routes/wish/edit-score.tsx') },
  { path: 'pages/query/scoreForm', title: '模拟填报', lazy: () => import('./routes/wish/score-form.tsx') },
  { path: 'pages/query/index', title: '填志愿', lazy: () => import('./routes/wish/query-index.tsx') },
  { path: 'pages/newExam/index', title: '志愿填报', lazy: () => import('./routes/wish/query-index.tsx') },
  { path: 'pages/query/contrast', title: '填报方式说明', lazy: () => import('./routes/wish/contrast.tsx') },
  { path: 'pages/query/college/batch', title: '批次选择', lazy: () => import('./routes/wish/batch.tsx') },
  { path: 'pages/newExam/batch', title: '选择批次', lazy: () => import('./routes/wish/batch.tsx') },
  { path: 'pages/query/college/index', title: '院校优先填报', lazy: () => import('./routes/wish/college.tsx') },
  { path: 'pages/query/speciality/index', title: '专业优先填报', lazy: () => import('./routes/wish/speciality.tsx') },
  { path: 'pages/query/specialty-list', title: '专业填报', lazy: () => import('./routes/wish/specialty-list.tsx') },
  { path: 'pages/query/self/index', title: '自主填报', lazy: () => import('./routes/wish/self.tsx') },
  { path: 'pages/newExam/seach', title: '学院筛选', lazy: () => import('./routes/wish/self.tsx') },
  { path: 'pages/query/adjust-wish', title: '志愿调整', lazy: () => import('./routes/wish/adjust-wish.tsx') },
  { path: 'pages/newExam/adjust-wish/collegeToSpecialty', title: '志愿表', lazy: () => import('./routes/wish/adjust-wish.tsx') },
  { path: 'pages/newExam/adjust-wish/specialtyToCollege', title: '志愿表', lazy: () => import('./routes/wish/adjust-wish.tsx') },
  { path: 'pages/personal/volunteerlist/volunteerlist', title: '我的志愿表', lazy: () => import('./routes/wish/volunteer-list.tsx') },
  { path: 'pages/personal/volunteerdetail/volunteerdetail', title: '志愿表详情', lazy: () => import('./routes/wish/volunteer-detail.tsx') },
  { path: 'pages/personal/volunteerdetail/newExamWishDetails', title: '志愿表详情', lazy: () => import('./routes/wish/new-exam-wish-details.tsx') },
  // expert consulting
  { path: 'pages/home/expert-consulting/index', title: '专家咨询', lazy: () => import('./routes/consulting/expert-consulting.tsx') },
  { path: 'pages/home/expert-consulting/wish-check', title: '志愿表专家审核', lazy: () => import('./routes/consulting/wish-check.tsx') },
  { path: 'pages/home/expert-consulting/wish-custom', title: '专家定制志愿', lazy: () => import('./routes/consulting/wish-custom.tsx') },
  { path: 'pages/home/expert-consulting/wish-course', title: '家长必修课', lazy: () => import('./routes/consulting/wish-course.tsx') },
]

const byPath = new Map<string, RouteEntry>(routeTable.map((entry) => [entry.path, entry]))

/** The entry of a registered path, or undefined when that screen is not built. */
export function findRoute(path: string): RouteEntry | undefined {
  return byPath.get(path.replace(/^\//, '').split('?')[0] ?? '')
}

/** Whether a screen is built; links to screens that are not are hidden or shown disabled. */
export function isRegistered(path: string): boolean {
  return findRoute(path) !== undefined
}
