/**
 * Entry point of the Cloud Functions package: every callable and trigger is exported from here, one file
 * each under src/. Functions run in us-central1 (2nd gen) on the nodejs22 runtime (firebase.json).
 */
// First: functions read the global options when they are defined (see lib/global-options.ts).
import './lib/global-options';

export { placeOrder } from './place-order';
export { cancelMyOrder } from './cancel-my-order';
export { updateOrderStatus } from './update-order-status';
export { markOrderPaid } from './mark-order-paid';
export { recordRefund } from './record-refund';
export { createAdmin } from './create-admin';
export { setUserActive } from './set-user-active';
export { startMobileMoneyPayment } from './start-mobile-money-payment';
export { submitMobileMoneyOtp } from './submit-mobile-money-otp';
export { switchToPayOnDelivery } from './switch-to-pay-on-delivery';
export { paystackWebhook } from './paystack-webhook';
export { expireUnpaidOrders } from './expire-unpaid-orders';
export {
  notifyOrderWritten,
  notifyMessageReceived,
  notifyQuoteReceived,
  deliverQueuedNotification,
  retryNotifications,
  resendNotification,
} from './notifications';
export { collectVitals } from './collect-vitals';
export { acceptProposal } from './accept-proposal';
export { startProjectPayment } from './start-project-payment';
export { submitProjectPaymentOtp } from './submit-project-payment-otp';
export { recordProjectPayment } from './record-project-payment';
export { cancelMyProject } from './cancel-my-project';
export { cancelPaidProject } from './cancel-paid-project';
export { recordProjectRefund } from './record-project-refund';
export { issueProposal } from './issue-proposal';
export { bookSurvey, recordSurvey, closeProject, addProjectNote } from './project-staff';
export { notifyProjectWritten } from './project-notifications';
export { requestProject } from './request-project';
export { scheduleInstall, markInstalled, commissionProject } from './project-install';
// After commissioning (docs/projects.md): rating, its testimonial, maintenance reminders.
export { rateProject, publishProjectRating } from './project-rating';
export { sendMaintenanceReminders } from './send-maintenance-reminders';
export { indexProductForSearch } from './search-index';
// Payment plans' reminders, overdue plans and deposits not received (docs/plans.md, "Reminders").
export { sendPlanReminders, expirePlanDeposits } from './send-plan-reminders';
// Paying a plan by Mobile Money (docs/plans.md, "Paying by Mobile Money").
export { startPlanPayment } from './start-plan-payment';
export { submitPlanPaymentOtp } from './submit-plan-payment-otp';
// Payment plans, staff (docs/plans.md, "Staff"): approve, decline, a payment at the shop, the arrears' calls.
export { approvePlan, declinePlan, recordPlanPayment, logPlanCall } from './plan-staff';
