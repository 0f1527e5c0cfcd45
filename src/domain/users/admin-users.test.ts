import { describe, expect, it } from 'vitest';
import { createAdminInputSchema, setUserActiveInputSchema } from './admin-users';
import { ADMIN_MESSAGES } from './staff-messages';

describe('createAdminInputSchema', () => {
  it('trims and lower-cases the email and keeps name, password and job', () => {
    expect(
      createAdminInputSchema.parse({
        email: ' Kofi@Example.COM ',
        password: 'secret',
        displayName: ' Kofi ',
        job: 'technician',
        role: 'x',
        permissions: { manageUsers: true },
      }),
    ).toEqual({ email: 'kofi@example.com', password: 'secret', displayName: 'Kofi', job: 'technician' });
  });

  it('says what is wrong with each field', () => {
    const issues = createAdminInputSchema.safeParse({ email: 'kofi', password: '12345', displayName: ' ', job: 'boss' })
      .error?.issues;
    expect(Object.fromEntries((issues ?? []).map((i) => [i.path.join('.'), i.message]))).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters long.',
      displayName: 'Display name is required.',
      job: 'Please choose the job of the new staff member.',
    });
  });
});

describe('setUserActiveInputSchema', () => {
  it('needs a uid and a boolean', () => {
    expect(setUserActiveInputSchema.parse({ uid: 'abc', isActive: false })).toEqual({ uid: 'abc', isActive: false });
    expect(setUserActiveInputSchema.safeParse({ uid: 'a/b', isActive: true }).error?.issues[0]?.message).toBe(
      ADMIN_MESSAGES.invalidUser,
    );
    expect(setUserActiveInputSchema.safeParse({ uid: 'abc', isActive: 'no' }).success).toBe(false);
  });
});
