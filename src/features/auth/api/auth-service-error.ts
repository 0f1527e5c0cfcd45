import { authErrorMessage, type AuthAction } from '@domain/users/auth-errors';
import { ServiceError } from '@/lib/errors';

/** A failed Firebase Auth (or Firestore) call as a ServiceError with the shop's message for this action. */
export function authServiceError(error: unknown, action: AuthAction): ServiceError {
  if (error instanceof ServiceError) return error;
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : '';
  if (!code) console.error(`Accounts call failed (${action})`, error);
  return new ServiceError(authErrorMessage(code || undefined, action), error);
}

export const errorCode = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : undefined;
