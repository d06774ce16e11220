import { adminTicketHandlers } from './tickets.handlers.ts'
import { cardHandlers } from './cards.handlers.ts'
import { consoleAccountHandlers } from './console-accounts.handlers.ts'
import { contentImportHandlers } from './content-import.handlers.ts'
import { dashboardHandlers } from './dashboard.handlers.ts'
import { operationsHandlers } from './operations.handlers.ts'
import { partnerAdminHandlers } from './partners.handlers.ts'
import { productAdminHandlers } from './products.handlers.ts'
import { ticketEditorHandlers } from './ticket-editor.handlers.ts'

/** The operator console's calls (`Admin/*`); each checks its console role. */
export const adminHandlers = {
  ...consoleAccountHandlers,
  ...adminTicketHandlers,
  ...operationsHandlers,
  ...productAdminHandlers,
  ...partnerAdminHandlers,
  ...cardHandlers,
  ...contentImportHandlers,
  ...ticketEditorHandlers,
  ...dashboardHandlers,
}
export { registerConsoleRoutes } from './console.routes.ts'
