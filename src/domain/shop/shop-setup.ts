import { staffSmsSetUp, type StaffNotificationSettings } from '@domain/notifications/notifications';
import type { ContactSettings } from './settings';

/**
 * The admin dashboard's setup checklist: what a fresh shop still lacks before shoppers can
 * reach it and trust it, each with the page that fixes it. Pure: the dashboard reads the settings and counts.
 */
export interface SetupStep {
  key: 'contact' | 'whatsapp' | 'address' | 'map' | 'staffAlerts' | 'products' | 'installations' | 'testimonials';
  label: string;
  /** What is missing, in staff's words (shown while not done). */
  missing: string;
  done: boolean;
  to: string;
  /** The link's words. */
  fix: string;
}

export interface SetupCounts {
  /** Products on sale */
  products: number;
  /** Installations and testimonials shown on the home page */
  installations: number;
  testimonials: number;
}

/**
 * `staffAlerts`: settings/notifications as staff saved it (null until they do). Staff SMS go only to a mobile
 * number saved there, never to a guessed shop phone (it may be a landline), so the checklist asks for one.
 */
export function setupChecklist(
  contact: ContactSettings,
  counts: SetupCounts,
  staffAlerts: StaffNotificationSettings | null,
): SetupStep[] {
  const settings = '/admin/settings';
  return [
    {
      key: 'contact',
      label: 'Phone number and email',
      missing: 'Shoppers see no phone number or email to reach you.',
      done: contact.phones.length > 0 && contact.email !== '',
      to: settings,
      fix: 'Add them in Settings',
    },
    {
      key: 'whatsapp',
      label: 'WhatsApp number',
      missing: 'There is no chat button until the shop has a WhatsApp number.',
      done: contact.whatsapp !== '',
      to: settings,
      fix: 'Add it in Settings',
    },
    {
      key: 'address',
      label: 'Shop address and opening hours',
      missing: 'The contact page and the pickup option do not say where and when to find you.',
      done: contact.address !== '' && contact.hours !== '',
      to: settings,
      fix: 'Add them in Settings',
    },
    {
      key: 'map',
      label: 'Map position',
      missing: 'The contact page shows no map or directions.',
      done: contact.map !== null,
      to: settings,
      fix: 'Set it in Settings',
    },
    {
      key: 'staffAlerts',
      label: 'Mobile number for staff alerts',
      missing: 'No SMS tells the staff of new orders and enquiries until you add a mobile number for them.',
      done: staffSmsSetUp(staffAlerts),
      to: '/admin/notifications',
      fix: 'Add it in Notifications',
    },
    {
      key: 'products',
      label: 'Products on sale',
      missing: 'The shop has no product on sale.',
      done: counts.products > 0,
      to: '/admin/products',
      fix: 'Add products',
    },
    {
      key: 'installations',
      label: 'Installations',
      missing: 'The home page shows no installation.',
      done: counts.installations > 0,
      to: '/admin/showcase',
      fix: 'Add installations',
    },
    {
      key: 'testimonials',
      label: 'Testimonials',
      missing: 'The home page shows no customer story.',
      done: counts.testimonials > 0,
      to: '/admin/showcase',
      fix: 'Add testimonials',
    },
  ];
}
