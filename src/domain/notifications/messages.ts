/**
 * The notifications' own words for staff (docs/operations.md, "Watching it run": Admin › Notifications): resending
 * one, the recipients' settings and the list. What the e-mails and SMS themselves say is rendered by
 * notification-templates.ts from each capability's words.
 */

/** What staff are told about resending (resendNotification). */
export const NOTIFICATION_MESSAGES = {
  resendNotFailed: 'Only a notification that failed can be sent again.',
  resendNotFound: 'This notification no longer exists.',
  resendFailed: 'The notification could not be sent again. Please try again.',
  settingsSaved: 'Notification recipients saved.',
  settingsFailed: 'The notification recipients could not be saved. Please try again.',
  listFailed: 'The notifications could not be loaded. Please try again.',
} as const;
