import { z } from 'zod'

/** The yearly data import's report and the audit log's entries, as the console reads them. */
export const ImportReportSchema = z.object({
  Ok: z.boolean(),
  Committed: z.boolean(),
  RowsRead: z.number().int(),
  RowsWritten: z.number().int(),
  /** the file changes (or, on a dry run, would change) the data; false when it equals the one imported */
  Changed: z.boolean(),
  Errors: z.array(z.object({ Line: z.number().int(), Message: z.string() })),
  UnknownInstitutions: z.array(z.object({ Line: z.number().int(), Name: z.string(), Suggestions: z.array(z.string()) })),
  Warnings: z.array(z.string()),
  DataVersion: z.string().nullable(),
})
export type ImportReportView = z.infer<typeof ImportReportSchema>

export const AuditEntrySchema = z.object({
  AuditId: z.number().int(),
  UserName: z.string(),
  Action: z.string(),
  Target: z.string(),
  Before: z.unknown(),
  After: z.unknown(),
  At: z.string(),
})
export type AuditEntry = z.infer<typeof AuditEntrySchema>
