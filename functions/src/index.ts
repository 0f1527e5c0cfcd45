/**
 * Entry point of the Cloud Functions package: every callable and trigger is exported from here, one file
 * each in the folder of its capability (orders, payments, plans, projects, notifications, catalog, accounts, shop;
 * shared below them all: docs/architecture.md, "The functions"). Functions run in us-central1 (2nd gen) on the nodejs22 runtime (firebase.json).
 */
// First: functions read the global options when they are defined (see shared/global-options.ts).
import './shared/global-options';
// Then how the capabilities are paid for (capabilities.ts), before any function runs.
import './capabilities';

export { placeOrder } from './orders/place-order';
export { cancelMyOrder } from './orders/cancel-my-order';
export { updateOrderStatus } from './orders/update-order-status';
export { markOrderPaid } from './orders/mark-order-paid';
export { recordRefund } from './orders/record-refund';
export { createAdmin } from './accounts/create-admin';
export { setUserActive } from './accounts/set-user-active';
export { setStaffJob } from './accounts/set-staff-job';
export { startMobileMoneyPayment } from './orders/start-mobile-money-payment';
export { submitMobileMoneyOtp } from './orders/submit-mobile-money-otp';
export { switchToPayOnDelivery } from './orders/switch-to-pay-on-delivery';
export { paystackWebhook } from './payments/paystack-webhook';
export { expireUnpaidOrders } from './orders/expire-unpaid-orders';
export { expireAwaitedDeposits } from './projects/expire-awaited-deposits';
export {
  notifyOrderWritten,
  notifyMessageReceived,
  notifyQuoteReceived,
  deliverQueuedNotification,
  retryNotifications,
  resendNotification,
} from './notifications/notifications';
export { collectVitals } from './shop/collect-vitals';
export { acceptProposal } from './projects/accept-proposal';
export { startProjectPayment } from './projects/start-project-payment';
export { submitProjectPaymentOtp } from './projects/submit-project-payment-otp';
export { recordProjectPayment } from './projects/record-project-payment';
export { cancelMyProject } from './projects/cancel-my-project';
export { cancelPaidProject } from './projects/cancel-paid-project';
export { recordProjectRefund } from './projects/record-project-refund';
export { issueProposal } from './projects/issue-proposal';
export { bookSurvey, recordSurvey, closeProject, addProjectNote } from './projects/project-staff';
export { notifyProjectWritten } from './notifications/project-notifications';
export { requestProject } from './projects/request-project';
export { scheduleInstall, markInstalled, commissionProject } from './projects/project-install';
// After commissioning (docs/projects.md): rating, its testimonial, maintenance reminders.
export { rateProject, publishProjectRating } from './projects/project-rating';
export { sendMaintenanceReminders } from './projects/send-maintenance-reminders';
export { indexProductForSearch } from './catalog/search-index';
// Payment plans' reminders, overdue plans and deposits not received (docs/plans.md, "Reminders").
export { sendPlanReminders, expirePlanDeposits } from './plans/send-plan-reminders';
// Paying a plan by Mobile Money (docs/plans.md, "Paying by Mobile Money").
export { startPlanPayment } from './plans/start-plan-payment';
export { submitPlanPaymentOtp } from './plans/submit-plan-payment-otp';
// Payment plans, staff (docs/plans.md, "Staff"): approve, decline, a payment at the shop, the arrears' calls.
export { approvePlan, declinePlan, recordPlanPayment, logPlanCall } from './plans/plan-staff';
