/** Moved to services/card-batches.ts so the console can generate batches; re-exported for this module. */
export {
  cardsCsv,
  generateCardBatch,
  hashSecret,
  newCardNo,
  newSecret,
  printableSecret,
  secretMatches,
  type CardRow,
  type GeneratedCard,
} from '../../services/card-batches.ts'
