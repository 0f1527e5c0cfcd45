import { z } from 'zod';
import { boundedText } from '@domain/shared/text-schemas';
import { ORDER_MESSAGES } from '@domain/shared/messages';
import { ADMIN_MESSAGES } from './staff-messages';
import { STAFF_ROLES, type StaffRole } from './staff-roles';
import { EMAIL_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './user';

/**
 * The admin's user management (docs/storefront.md, "Accounts"; docs/staff-roles.md): createAdmin, setUserActive and
 * setStaffJob, shared by functions/ and the app.
 */

export const createAdminInputSchema = z.object(
  {
    email: z
      .string({ error: ADMIN_MESSAGES.invalidEmail })
      .trim()
      .toLowerCase()
      .max(EMAIL_MAX_LENGTH, { error: ADMIN_MESSAGES.invalidEmail })
      .pipe(z.email({ error: ADMIN_MESSAGES.invalidEmail })),
    password: z
      .string({ error: ADMIN_MESSAGES.weakPassword })
      .min(PASSWORD_MIN_LENGTH, { error: ADMIN_MESSAGES.weakPassword })
      .max(128, { error: ADMIN_MESSAGES.weakPassword }),
    displayName: boundedText(ADMIN_MESSAGES.displayNameRequired, 1, 100),
    /** The staff member's job: their permissions are its preset (staff-roles.ts). */
    job: z.enum(STAFF_ROLES, { error: ADMIN_MESSAGES.chooseJob }),
  },
  { error: ORDER_MESSAGES.invalidRequest },
);

export const setUserActiveInputSchema = z.object(
  {
    uid: z
      .string({ error: ADMIN_MESSAGES.invalidUser })
      .min(1, { error: ADMIN_MESSAGES.invalidUser })
      .max(128, { error: ADMIN_MESSAGES.invalidUser })
      .refine((uid) => !uid.includes('/'), { error: ADMIN_MESSAGES.invalidUser }),
    isActive: z.boolean({ error: ADMIN_MESSAGES.chooseActive }),
  },
  { error: ORDER_MESSAGES.invalidRequest },
);

/** setStaffJob: a staff member's job changed; their permissions become its preset. */
export const setStaffJobInputSchema = z.object(
  {
    uid: setUserActiveInputSchema.shape.uid,
    job: createAdminInputSchema.shape.job,
  },
  { error: ORDER_MESSAGES.invalidRequest },
);

export type SetStaffJobRequest = z.input<typeof setStaffJobInputSchema>;
export interface SetStaffJobResponse {
  uid: string;
  job: StaffRole;
}

export type CreateAdminRequest = z.input<typeof createAdminInputSchema>;
export interface CreateAdminResponse {
  uid: string;
}

export type SetUserActiveRequest = z.input<typeof setUserActiveInputSchema>;
export interface SetUserActiveResponse {
  uid: string;
  isActive: boolean;
}
