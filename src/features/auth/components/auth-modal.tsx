import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formFieldFor } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import {
  loginFormSchema,
  registerFormSchema,
  type LoginForm as LoginValues,
  type RegisterForm as RegisterValues,
} from '@domain/users/auth-validation';
import { SHOP_NAME } from '@domain/shop/brand';
import { AUTH_FAILURE_TITLES, AUTH_MESSAGES, AUTH_TOASTS, welcomeToast } from '@domain/users/messages';
import { notify } from '@/lib/toast';
import { useSendPasswordReset } from '../api/send-password-reset';
import { useSignIn } from '../api/sign-in';
import { useSignUp } from '../api/sign-up';
import { closeAccountModal, type AuthMode, type AuthPurpose } from '../stores/auth-ui-store';
import { showFailure, showProblem, useAuthForm } from './form-field';
import type { Notice } from './form-notice';
import { AuthForm, NewPasswordFields } from './auth-form';
import { PasswordInput } from './password-input';

const COPY = {
  login: {
    title: 'Welcome Back',
    switchText: "Don't have an account?",
    switchAction: 'Sign up',
  },
  register: {
    title: 'Create Account',
    switchText: 'Already have an account?',
    switchAction: 'Sign in',
  },
} as const;

/** What the account is for, by why the modal was opened (AuthPurpose) and its mode. */
const DESCRIPTIONS: Record<AuthPurpose, Record<AuthMode, string>> = {
  shop: {
    login: 'Sign in to order and to follow your orders.',
    register: 'Create an account to order and to follow your deliveries.',
  },
  request: {
    login: 'Sign in and your request is sent at once, as you filled it in. You follow it in My projects.',
    register: 'Create an account and your request is sent at once, as you filled it in. You follow it in My projects.',
  },
};

interface FormProps {
  notice: Notice;
  setNotice: (notice: Notice) => void;
}

const LoginField = formFieldFor<LoginValues>();
const RegisterField = formFieldFor<RegisterValues>();

/**
 * The auth modal (docs/storefront.md, "Screens"): login and register modes with a switch between them. It mounts
 * afresh on every opening (AccountModals keys it), so opening or closing resets the form and the mode; a
 * switch remounts the form, clearing it and the error; any edit clears the error.
 */
export function AuthModal({ initialMode, purpose = 'shop' }: { initialMode: AuthMode; purpose?: AuthPurpose }) {
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [notice, setNotice] = useState<Notice>(null);
  const copy = COPY[mode];
  const switchMode = () => {
    setMode(mode === 'login' ? 'register' : 'login');
    setNotice(null);
  };
  return (
    <Dialog open onOpenChange={(open) => !open && closeAccountModal()}>
      <DialogContent size="md" layer="top">
        <DialogHeader>
          <DialogTitle>{copy.title}</DialogTitle>
          <DialogDescription>{DESCRIPTIONS[purpose][mode]}</DialogDescription>
        </DialogHeader>
        {mode === 'login' ? (
          <LoginForm key="login" notice={notice} setNotice={setNotice} />
        ) : (
          <RegisterForm key="register" notice={notice} setNotice={setNotice} />
        )}
        {/* The other way in is as easy to find as this one: a new shopper met by "Welcome Back" sees
            at once how to create an account. */}
        <div className="grid gap-2 border-t border-slate-200 pt-4 text-center">
          <p className="text-sm text-slate-700">{copy.switchText}</p>
          <Button variant="outline" size="lg" onClick={switchMode}>
            {copy.switchAction}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function LoginForm({ notice, setNotice }: FormProps) {
  const signIn = useSignIn();
  const reset = useSendPasswordReset();
  const auth = useAuthForm<LoginValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
    noticeId: 'auth-notice',
    notice,
    setNotice,
    failure: { title: AUTH_FAILURE_TITLES.login, fallback: AUTH_MESSAGES.loginFailed },
    run: async (values) => {
      await signIn.mutateAsync(values);
      notify.success(AUTH_TOASTS.welcomeBack.title, AUTH_TOASTS.welcomeBack.description);
      closeAccountModal();
    },
  });

  const forgotPassword = async () => {
    const email = auth.form.getValues('email');
    if (email.trim() === '') {
      auth.form.setFocus('email');
      showProblem('emailRequired', setNotice);
      return;
    }
    setNotice(null);
    try {
      await reset.mutateAsync(email);
      notify.success(AUTH_TOASTS.resetSent.title, AUTH_TOASTS.resetSent.description);
      setNotice({ kind: 'success', text: AUTH_TOASTS.resetSent.description });
    } catch (error) {
      showFailure(error, { title: AUTH_FAILURE_TITLES.reset, fallback: AUTH_MESSAGES.resetFailed }, setNotice);
    }
  };

  return (
    <AuthForm auth={auth} size="lg" busy={signIn.isPending} action="Sign In" busyAction="Signing In...">
      <LoginField name="email" label="Email">
        <Input type="email" autoComplete="email" inputMode="email" />
      </LoginField>
      <LoginField name="password" label="Password">
        <PasswordInput autoComplete="current-password" />
      </LoginField>
      <div className="-mt-2 flex justify-end">
        <Button
          variant="link"
          size="inline"
          onClick={() => void forgotPassword()}
          busy={reset.isPending}
          busyLabel="Sending..."
        >
          Forgot password?
        </Button>
      </div>
    </AuthForm>
  );
}

function RegisterForm({ notice, setNotice }: FormProps) {
  const signUp = useSignUp();
  const auth = useAuthForm<RegisterValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { displayName: '', email: '', password: '', confirmPassword: '' },
    noticeId: 'auth-notice',
    notice,
    setNotice,
    failure: { title: AUTH_FAILURE_TITLES.register, fallback: AUTH_MESSAGES.registrationFailed },
    run: async ({ displayName, email, password }) => {
      await signUp.mutateAsync({ displayName, email, password });
      const welcome = welcomeToast(SHOP_NAME);
      notify.success(welcome.title, welcome.description);
      closeAccountModal();
    },
  });

  return (
    <AuthForm auth={auth} size="lg" busy={signUp.isPending} action="Create Account" busyAction="Creating Account...">
      <RegisterField name="displayName" label="Full Name">
        <Input autoComplete="name" />
      </RegisterField>
      <RegisterField name="email" label="Email">
        <Input type="email" autoComplete="email" inputMode="email" />
      </RegisterField>
      <NewPasswordFields<RegisterValues> password="password" label="Password" />
    </AuthForm>
  );
}
