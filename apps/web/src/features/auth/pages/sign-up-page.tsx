import { ASPECT, CONTACT_NO_PREFIX } from '@campus/shared/constants';
import { auth } from '@campus/shared/i18n/en/auth';
import { msg } from '@campus/shared/i18n/en/msg';
import { fillField } from '@campus/shared/messages';
import { ZRegistrationForm } from '@campus/shared/schemas/auth';
import { registrationSessions } from '@campus/shared/sessions';
import { UserPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { errorMessage } from '../../../app/api-error';
import { useAppDispatch } from '../../../app/hooks';
import { paths } from '../../../app/paths';
import { signedIn } from '../../../app/session/auth-slice';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ImageField } from '../../../components/ui/image-field';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { SelectField, TextField } from '../../../components/ui/text-field';
import { uploadImage } from '../../../components/ui/upload-image';
import { useFormErrors } from '../../../components/ui/use-form-errors';
import { fieldErrors } from '../../../lib/field-errors';
import { localize, useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/use-format';
import { useAnnouncementsQuery, useDepartmentsQuery, useRegisterMutation } from '../auth-api';
import { ProviderError, signInWithProvider, signOutOfProvider } from '../identity';

interface FormState {
  fullName: string;
  contactNo: string;
  session: string;
  departmentId: string;
}

type Errors = Partial<Record<keyof FormState | 'profilePic', string>>;

/** The form's own rules, before the identity-provider step (pictures are checked as picked blobs). */
export function validateRegistration(form: FormState, hasProfilePic: boolean): Errors {
  const errors: Errors = {};
  if (!hasProfilePic) errors.profilePic = fillField('Profile Picture');
  const parsed = ZRegistrationForm.omit({ profilePic: true, coverPic: true }).safeParse(form);
  return parsed.success ? errors : { ...errors, ...fieldErrors<keyof FormState>(parsed.error) };
}

export default function SignUpPage() {
  const announcements = useAnnouncementsQuery();
  const departments = useDepartmentsQuery('UNIVERSITY');
  const [register] = useRegisterMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [form, setForm] = useState<FormState>({
    fullName: '',
    contactNo: CONTACT_NO_PREFIX,
    session: '',
    departmentId: '',
  });
  const [profile, setProfile] = useState<{ preview: string; blob: Blob } | null>(null);
  const [cover, setCover] = useState<{ preview: string; blob: Blob } | null>(null);
  const { errors, formRef, check, recheck } = useFormErrors(
    (v: { form: FormState; hasProfilePic: boolean }): Errors => validateRegistration(v.form, v.hasProfilePic),
  );
  const [busy, setBusy] = useState(false);
  const t = useT(auth);
  const tm = useT(msg);
  const f = useFormat();

  const set = (key: keyof FormState) => (e: { target: { value: string } }) => {
    const next = { ...form, [key]: e.target.value };
    setForm(next);
    recheck(key, { form: next, hasProfilePic: Boolean(profile) });
  };

  if (announcements.isLoading) {
    return (
      <LoadingRegion label={t('loadingRegistration')}>
        <div className="mx-auto max-w-lg space-y-4 p-6">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-64 w-full" />
        </div>
      </LoadingRegion>
    );
  }
  const isOpen = announcements.data?.data.some((w) => w.isOpenNow) ?? false;
  if (!isOpen) {
    return (
      <div className="mx-auto max-w-lg p-6">
        <h1 className="mb-4 text-2xl font-extrabold text-slate-900">{t('register')}</h1>
        <EmptyState
          title={t('registrationClosedNow')}
          hint={t('registrationClosedHint')}
          action={
            <Link to={paths.signIn} className="font-semibold text-brand-800 underline">
              {t('backToSignIn')}
            </Link>
          }
        />
      </div>
    );
  }

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const first = Object.values(validateRegistration(form, Boolean(profile)))[0];
    if (!check({ form, hasProfilePic: Boolean(profile) })) {
      if (first) toast.error(localize(first));
      return;
    }
    setBusy(true);
    try {
      const account = await signInWithProvider().catch((err: unknown) => {
        throw new Error(tm('googleAuthFailed', err instanceof ProviderError ? err.code : String(err)));
      });
      if (!account.email) {
        toast.error(tm('emailVerificationFailed'));
        return;
      }
      try {
        const profilePic = (await uploadImage(profile!.blob, { idToken: account.idToken })).url;
        const coverPic = cover ? (await uploadImage(cover.blob, { idToken: account.idToken })).url : undefined;
        const res = await register({
          profilePic,
          coverPic,
          fullName: form.fullName,
          contactNo: form.contactNo,
          session: form.session,
          departmentId: Number(form.departmentId),
          email: account.email,
          gmailPic: account.photoURL || undefined,
          token: account.idToken,
        }).unwrap();
        dispatch(signedIn(res.data.accessToken));
        toast.success(tm('registrationSuccessful'));
        navigate(paths.profile, { replace: true });
      } catch (err) {
        await signOutOfProvider();
        toast.error(tm('registrationFailed', err instanceof Error ? err.message : errorMessage(err, '')));
      }
    } catch (err) {
      toast.error(err instanceof Error ? err.message : tm('unexpectedError'));
    } finally {
      setBusy(false);
    }
  };

  const deptOptions = (departments.data?.data ?? []).map((d) => ({ value: d.id, label: d.name }));

  return (
    <div className="mx-auto max-w-lg px-4 py-8">
      <h1 className="text-2xl font-extrabold text-slate-900">{t('register')}</h1>
      <p className="mb-6 mt-1 text-slate-600">{t('signUpIntro')}</p>
      <form
        ref={formRef}
        onSubmit={onSubmit}
        noValidate
        className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      >
        <ImageField
          label={t('profilePicture')}
          aspect={ASPECT.profile}
          required
          value={profile?.preview}
          error={errors.profilePic}
          onChange={() => undefined}
          onBlob={(blob) => {
            setProfile({ blob, preview: URL.createObjectURL(blob) });
            recheck('profilePic', { form, hasProfilePic: true });
          }}
        />
        <ImageField
          label={t('coverPicture')}
          aspect={ASPECT.userCover}
          value={cover?.preview}
          onChange={() => undefined}
          onBlob={(blob) => setCover({ blob, preview: URL.createObjectURL(blob) })}
        />
        <TextField
          label={t('fullName')}
          required
          autoComplete="name"
          value={form.fullName}
          onChange={set('fullName')}
          error={errors.fullName}
        />
        <TextField
          label={t('contactNumber')}
          required
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={11}
          value={form.contactNo}
          onChange={set('contactNo')}
          error={errors.contactNo}
          hint={t('contactNumberHint')}
        />
        <SelectField
          label={t('session')}
          required
          value={form.session}
          onChange={set('session')}
          error={errors.session}
          placeholder={t('chooseSession')}
          options={registrationSessions().map((s) => ({ value: s, label: f.digits(s) }))}
        />
        <SelectField
          label={t('department')}
          required
          value={form.departmentId}
          onChange={set('departmentId')}
          error={errors.departmentId}
          placeholder={departments.isLoading ? t('loadingDepartments') : t('chooseDepartment')}
          options={deptOptions}
        />
        <Button
          type="submit"
          isLoading={busy}
          className="mt-2 h-11 text-base"
          icon={<UserPlus aria-hidden size={18} />}
        >
          {t('continueWithGoogle')}
        </Button>
      </form>
      <p className="mt-4 text-center text-sm text-slate-600">
        {t('alreadyMember')}{' '}
        <Link to={paths.signIn} className="font-semibold text-brand-800 underline underline-offset-2">
          {t('signIn')}
        </Link>
      </p>
    </div>
  );
}
