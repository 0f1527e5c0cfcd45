import { useMutation } from '@tanstack/react-query';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { checkLoginInput } from '@domain/users/auth-validation';
import { AUTH_MESSAGES } from '@domain/users/messages';
import { LOGIN_RATE_LIMIT, RateLimiter } from '@domain/users/rate-limiter';
import { ServiceError } from '@/lib/errors';
import { authServiceError } from './auth-service-error';
import { ensureSession, loadSession } from './session';
import { recordLogin } from './user-record';

/** 5 attempts per minute per email (docs/storefront.md, "Accounts"), in this page's memory. */
export const loginRateLimiter = new RateLimiter(LOGIN_RATE_LIMIT);

export interface SignInInput {
  email: string;
  password: string;
}

/** Signs in, stamps lastLoginAt, and resolves once the session holds the user and their record. */
export async function signIn({ email: rawEmail, password }: SignInInput): Promise<void> {
  const checked = checkLoginInput(rawEmail, password);
  if (!checked.ok) throw new ServiceError(checked.message);
  const { email } = checked.value;
  if (!loginRateLimiter.tryAttempt(email.toLowerCase())) throw new ServiceError(AUTH_MESSAGES.tooManyLoginAttempts);
  const auth = await ensureSession();
  let credential;
  try {
    credential = await signInWithEmailAndPassword(auth, email, password);
  } catch (error) {
    throw authServiceError(error, 'login');
  }
  const { user } = credential;
  const [created] = await Promise.all([recordLogin(user), loadSession(user)]);
  if (created) await loadSession(user, { force: true });
}

export const useSignIn = () => useMutation({ mutationFn: signIn });
