import { buildTestApp } from './build-test-app.ts'
import { signUpCandidate, typedCall } from '../modules/wish/wish-test-kit.ts'
const app = await buildTestApp({ withDataset: true })
const call = typedCall(() => app)
const { token } = await signUpCandidate(app, { member: true })
const [prov, st, score, subj, batch] = process.argv.slice(2)
const r = await call('User/EditUserScore', { ProvinceId: Number(prov), Year: 2026, Score: Number(score), SubjectType: Number(st), SelectSubjectList: subj ? subj.split(',') : [] }, token)
console.log(r.code, r.message, r.data?.ScoreProfile?.Rank)
const b = await call('Wish/BatchList', {}, token)
console.log(b.data.map((x) => `${x.BatchId} ${x.ControlLine} ${x.UnitCount}`).join(' | '))
const stat = await call('Wish/SchoolFirstStatForecast', { BatchId: batch ?? 'undergraduate' }, token)
console.log(stat.data)
for (const tier of ['safe', 'match', 'reach'] as const) {
  const l = await call('Wish/SchoolFirstListForecast', { BatchId: batch ?? 'undergraduate', PageIndex: 1, PageSize: 8, Tier: tier }, token)
  for (const u of l.data.List) console.log(tier, u.SchoolName, u.GroupCode, u.Probability, u.ExpectedRank, u.IsDerived, u.History.map((h) => `${h.Year}:${h.MinScore}/${h.MinRank}`).join(' '), u.HistoryNote)
}
const s = await call('Wish/MySelfSearchForecast', { BatchId: batch ?? 'undergraduate', Keyword: process.argv[8] ?? '郑州大学', PageIndex: 1, PageSize: 5 }, token)
for (const u of s.data.List) console.log('search', u.SchoolName, u.GroupCode, u.PlanType, u.Probability, u.Tier, u.History.map((h) => `${h.Year}:${h.MinScore}/${h.MinRank}`).join(' '), u.Majors.slice(0,3), u.MajorsSource)
await app.close()
process.exit(0)
