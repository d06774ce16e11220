import { buildTestApp } from './build-test-app.ts'
import { signUpCandidate, typedCall } from '../modules/wish/wish-test-kit.ts'
const app = await buildTestApp({ withDataset: true })
const call = typedCall(() => app)
const { token } = await signUpCandidate(app, { member: true })
const [prov, st, score, subj, batch] = process.argv.slice(2)
await call('User/EditUserScore', { ProvinceId: Number(prov), Year: 2026, Score: Number(score), SubjectType: Number(st), SelectSubjectList: subj ? subj.split(',') : [] }, token)
const l = await call('Wish/SchoolFirstList', { BatchId: batch ?? 'undergraduate', PageIndex: 1, PageSize: 100, Keyword: process.argv[7] }, token)
console.log(l.data.Total, l.data.Rank)
const all = l.data.List
const f = await call('Wish/ForecastGroup', { BatchId: batch ?? 'undergraduate', UnitIds: all.map((u) => u.UnitId).slice(0,200) }, token)
for (const u of f.data) console.log(u.SchoolName, u.GroupCode, u.Probability, u.TierName, u.ExpectedRank, u.History.map((h) => `${h.Year}:${h.MinScore}/${h.MinRank}`).join(' '))
await app.close(); process.exit(0)
