import { adminTicketHandlers } from './tickets.handlers.ts'
import { cardHandlers } from './cards.handlers.ts'
import { consoleAccountHandlers } from './console-accounts.handlers.ts'
import { contentImportHandlers } from './content-import.handlers.ts'
import { operationsHandlers } from './operations.handlers.ts'
import { partnerAdminHandlers } from './partners.handlers.ts'

/** The operator console's calls (`Admin/*`); each checks its console role. */
export const adminHandlers = {
  ...consoleAccountHandlers,
  ...adminTicketHandlers,
  ...operationsHandlers,
  ...partnerAdminHandlers,
  ...cardHandlers,
  ...contentImportHandlers,
}
export { registerConsoleRoutes } from './console.routes.ts'
