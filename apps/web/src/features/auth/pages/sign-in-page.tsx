import { MSG } from '@campus/shared/messages';
import { LogIn } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { errorMessage } from '../../../app/api-error';
import { useAppDispatch } from '../../../app/hooks';
import { paths } from '../../../app/paths';
import { Button } from '../../../components/ui/button';
import { useLoginMutation } from '../auth-api';
import { signedIn } from '../auth-slice';
import { ProviderError, prepareProvider, signInWithProvider, signOutOfProvider } from '../identity';
import { RegistrationStatus } from '../registration-status';
import { useSession } from '../use-session';

export default function SignInPage() {
  const { isSignedIn } = useSession();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [login] = useLoginMutation();
  const [busy, setBusy] = useState(false);

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
      toast.error(MSG.googleAuthFailed(reason));
      return;
    }
    try {
      const res = await login({ token: account.idToken }).unwrap();
      dispatch(signedIn(res.data.accessToken));
      toast.success(MSG.loginSuccessful);
      navigate(paths.profile, { replace: true });
    } catch (e) {
      // SPEC §2: on failure sign out of the provider, show the error and go to sign-up.
      await signOutOfProvider();
      toast.error(MSG.loginFailed(errorMessage(e, '')));
      navigate(paths.signUp, { state: { email: account.email, displayName: account.displayName } });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto flex max-w-lg flex-col gap-6 px-4 py-10 md:py-16">
      <header className="text-center">
        <img src="/icons/icon.svg" alt="" width={72} height={72} className="mx-auto" />
        <h1 className="mt-4 text-2xl font-extrabold text-slate-900">Welcome to Campus Community</h1>
        <p className="mt-1 text-slate-600">
          Sign in with your Google account to use the marketplace, the e-library and more.
        </p>
      </header>
      <Button
        onClick={onSignIn}
        isLoading={busy}
        className="h-12 w-full text-base"
        icon={<LogIn aria-hidden size={20} />}
      >
        Sign in with Google
      </Button>
      <RegistrationStatus />
      <p className="text-center text-sm text-slate-600">
        New here?{' '}
        <Link to={paths.signUp} className="font-semibold text-brand-800 underline underline-offset-2">
          Register for the society
        </Link>
      </p>
    </div>
  );
}
