// Where lower features learn what the features above them answer (docs/decisions/018-feature-graph.md): a
// composition root like app.ts, so it may import every feature. buildApp calls it; calling it again is harmless.
import { endUserSessions as endSessionRows } from './features/auth/session-rows';
import { clientDeleted, clientVisitHistory, comingVisitContractors, taskGroupAtAddress } from './features/clients/client-hooks';
import { removeUnfinishedDocuments, userDocumentsOwnerType } from './features/documents/save-user-document';
import { expensesOfCategory } from './features/expense-categories/save-expense-category';
import { expenseDocumentsOwnerType, removeUnfinishedExpenseDocuments } from './features/expenses/expense-documents';
import { countExpensesOfCategory, countExpensesOfVendor } from './features/expenses/expenses.queries';
import { bankCredits, creditOverpayment } from './features/invoices/client-credit.queries';
import { payRunsOfMonth } from './features/earnings/earnings.queries';
import { deleteNotesOf } from './features/notes/save-note';
import { payRunPaidOn as recordedPayRunPaidOn, payRunsOfMonth as recordedPayRunsOfMonth } from './features/pay-runs/pay-runs.queries';
import { roleHolders } from './features/roles/roles.queries';
import { groupAtAddress } from './features/schedules/group-rows.queries';
import { removeUnfinishedPhotos } from './features/schedules/unfinished-photos';
import { contractorsOfComingVisits } from './features/schedules/user-schedules.queries';
import { hasVisitHistory } from './features/schedules/visit-history.queries';
import { scheduleAssetsOwnerType } from './features/schedules/visit-photos';
import { removeUnfinishedSharedDocuments, sharedDocumentsOwnerType } from './features/shared-documents/save-shared-document';
import { taskVisitHistory } from './features/tasks/save-task';
import { creditsOfClients, insertOverpaymentCredit } from './features/transactions/client-credits.queries';
import { removeUnfinishedImports, transactionImportsOwnerType } from './features/transactions/transaction-imports';
import { registerUploadOwner } from './features/uploads/abandoned-uploads';
import { endUserSessions, userVisitHistory } from './features/users/user-hooks';
import { countRoleHolders } from './features/users/users.queries';
import { payRunPaidOn, removeUnfinishedVendorInvoices, vendorInvoicesOwnerType } from './features/vendor-invoices/save-vendor-invoice';
import { expensesOfVendor } from './features/vendors/save-vendor';

export function wireFeatures() {
  // The nightly clean-up of abandoned uploads removes each owner's rows through the owner's command.
  registerUploadOwner(scheduleAssetsOwnerType, removeUnfinishedPhotos);
  registerUploadOwner(userDocumentsOwnerType, removeUnfinishedDocuments);
  registerUploadOwner(expenseDocumentsOwnerType, removeUnfinishedExpenseDocuments);
  registerUploadOwner(sharedDocumentsOwnerType, removeUnfinishedSharedDocuments);
  registerUploadOwner(vendorInvoicesOwnerType, removeUnfinishedVendorInvoices);
  registerUploadOwner(transactionImportsOwnerType, removeUnfinishedImports);
  // Client credit is kept by the bank lines that brought it; invoices apply it and show it.
  bankCredits.register(creditsOfClients);
  creditOverpayment.register(insertOverpaymentCredit);
  // A vendor or category named by an expense stays.
  expensesOfVendor.register(countExpensesOfVendor);
  expensesOfCategory.register(countExpensesOfCategory);
  // A role's holders are users.
  roleHolders.register(countRoleHolders);
  // Sessions are the auth feature's rows; a password change or a deactivation ends them.
  endUserSessions.register(endSessionRows);
  // A record on the history of visits is never deleted; future visits are plans, and go with it.
  userVisitHistory.register((db, userId, today) => hasVisitHistory(db, { userId }, today));
  clientVisitHistory.register(hasVisitHistory);
  taskVisitHistory.register((db, taskId, today) => hasVisitHistory(db, { taskId }, today));
  taskGroupAtAddress.register(groupAtAddress);
  comingVisitContractors.register(contractorsOfComingVisits);
  // A recorded pay run pays its people's week: their earnings show it, and their vendor invoices arrive paid.
  payRunsOfMonth.register(recordedPayRunsOfMonth);
  payRunPaidOn.register(recordedPayRunPaidOn);
  clientDeleted.register((tx, clientId) => deleteNotesOf(tx, { parentType: 'clients', parentId: clientId }));
}
