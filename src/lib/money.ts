/** The app's money formatting is the domain's (one owner): kept here for the app's imports. */
export { formatGhs } from '@domain/shared/money';
