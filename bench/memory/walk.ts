// The server's memory over a walk of every province and track (ADR 060): one Wish/WhatIfRecommend at a
// time, each waiting for its answer, so every province index is built and the cache bound is passed
// whatever the machine's load (the abuse probe builds as many as the load lets it in 60 s). Prints, after
// each call, the server's RSS, its peak so far and `process.memoryUsage()` of its main thread.
//   node --import tsx bench/memory/walk.ts
// WALK_ONLY=37,13 (GB codes) walks those provinces only; WALK_ENV='{"INDEX_CACHE_MB":"400"}' sets the server's env.
import { freshMobile, loadAverage, provinceTracks, rssMb, signUpStudent, subjectTypeLabel } from '../support/api.ts'
import { request, startBenchServer } from '../support/loopback.ts'

const server = await startBenchServer({ tag: 'walk', env: process.env.WALK_ENV ? (JSON.parse(process.env.WALK_ENV) as Record<string, string>) : {} })
const { port, pid } = server
let peak = 0
const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 200)
const codeOf = (text: string) => (JSON.parse(text) as { code: number }).code
const memory = async () =>
  JSON.stringify((JSON.parse((await request(port, 'GET', '/health?caches=1', null)).text) as { data: { memory: unknown } }).data.memory)
try {
  const token = await signUpStudent(port, freshMobile('1390'))
  const only = process.env.WALK_ONLY ? process.env.WALK_ONLY.split(',').map(Number) : null
  const tracks = provinceTracks()
    .filter((t) => !only || only.includes(t.provinceId))
    .map((t) => ({ ProvinceId: t.provinceId, SubjectType: subjectTypeLabel[t.subjectType], Score: t.score }))
  console.log(`start: RSS ${rssMb(pid).toFixed(0)} MB ${await memory()}; load ${loadAverage()}`)
  for (const t of tracks) {
    const started = performance.now()
    let code = -1
    // 1011/1012 (another build of this server still running): ask again shortly
    for (let k = 0; k < 50 && (code === -1 || code === 1011 || code === 1012); k++) {
      if (k > 0) await new Promise((r) => setTimeout(r, 200))
      code = codeOf((await request(port, 'POST', '/api/Wish/WhatIfRecommend', JSON.stringify(t), token)).text)
    }
    const ms = (performance.now() - started).toFixed(0)
    console.log(`${t.ProvinceId} ${t.SubjectType}: code ${code}, ${ms} ms; RSS ${rssMb(pid).toFixed(0)} MB, peak ${peak.toFixed(0)} MB ${await memory()}`)
  }
  console.log(`peak RSS ${peak.toFixed(0)} MB; load ${loadAverage()}`)
} finally {
  clearInterval(sampler)
  await server.stop()
}
