import { auth } from '@campus/shared/i18n/en/auth';
import { msg } from '@campus/shared/i18n/en/msg';
import { Info, LogIn } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { errorMessage } from '../../../app/api-error';
import { useAppDispatch } from '../../../app/hooks';
import { paths } from '../../../app/paths';
import { signedIn } from '../../../app/session/auth-slice';
import { useSession } from '../../../app/session/use-session';
import type { SignInState } from '../../../app/session/use-sign-out';
import { Button } from '../../../components/ui/button';
import { LanguageSwitch } from '../../../components/ui/language-switch';
import { setLanguage, tr, useT } from '../../../lib/i18n';
import { useLoginMutation } from '../auth-api';
import { ProviderError, prepareProvider, signInWithProvider, signOutOfProvider } from '../identity';
import { RegisterPrompt, RegistrationStatus } from '../registration-status';

export default function SignInPage() {
  const { isSignedIn } = useSession();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const reason = (useLocation().state as SignInState | null)?.reason;
  const [login] = useLoginMutation();
  const [busy, setBusy] = useState(false);
  const t = useT(auth);
  const tm = useT(msg);

  useEffect(prepareProvider, []);

  if (isSignedIn && !busy) return <Navigate to={paths.profile} replace />;

  const onSignIn = async () => {
    setBusy(true);
    let account: Awaited<ReturnType<typeof signInWithProvider>>;
    try {
      account = await signInWithProvider();
    } catch (e) {
      setBusy(false);
      const reason = e instanceof ProviderError ? e.code : e instanceof Error ? e.message : 'unknown';
      toast.error(tm('googleAuthFailed', reason));
      return;
    }
    try {
      const res = await login({ token: account.idToken }).unwrap();
      dispatch(signedIn(res.data.accessToken));
      // A language the member chose on their account wins over this device's (decision 030).
      if (res.data.language) await setLanguage(res.data.language);
      toast.success(tr(msg, 'loginSuccessful'));
      navigate(paths.profile, { replace: true });
    } catch (e) {
      // product §2: on failure sign out of the provider, show the error and go to sign-up.
      await signOutOfProvider();
      toast.error(tm('loginFailed', errorMessage(e, '')));
      navigate(paths.signUp, { state: { email: account.email, displayName: account.displayName } });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto flex max-w-lg flex-col gap-6 px-4 py-10 md:py-16">
      <header className="text-center">
        <img src="/icons/icon.svg" alt="" width={72} height={72} className="mx-auto" />
        <h1 className="mt-4 text-2xl font-extrabold text-slate-900">{t('welcome')}</h1>
        <p className="mt-1 text-slate-600">{t('signInIntro')}</p>
      </header>
      {reason === 'role-changed' ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
        >
          <Info aria-hidden size={18} className="mt-0.5 shrink-0" />
          {tm('roleChangedSignIn')}
        </p>
      ) : null}
      <Button
        onClick={onSignIn}
        isLoading={busy}
        className="h-12 w-full text-base"
        icon={<LogIn aria-hidden size={20} />}
      >
        {t('signInWithGoogle')}
      </Button>
      <RegistrationStatus />
      <RegisterPrompt />
      <div className="flex justify-center">
        <LanguageSwitch />
      </div>
    </div>
  );
}
