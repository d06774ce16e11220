export * from './endpoint-queries.ts'
export { renderIntoRoot } from './react-root-render.ts'
