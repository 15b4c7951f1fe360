import { z } from 'zod';
import { ASPECT } from '../constants';
import { LANGUAGES } from '../i18n/lang';
import { fillField, MSG } from '../messages';
import {
  contactNo,
  identityPicture,
  imageUrl,
  isoDateTime,
  requiredBoolean,
  requiredId,
  requiredText,
  VALIDATION_MSG,
} from './fields';

export const ZLoginRequest = z.object({ token: z.string({ error: MSG.invalidIdToken }).min(10, MSG.invalidIdToken) });
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** The member registration form's own fields (validated in the browser before the Google step). */
export const ZRegistrationForm = z.object({
  profilePic: imageUrl('Profile Picture'),
  coverPic: imageUrl('Cover Picture').optional(),
  fullName: requiredText('Full Name'),
  contactNo,
  session: requiredText('Session', 20),
  departmentId: requiredId('Department'),
});
export type TRegistrationForm = z.infer<typeof ZRegistrationForm>;

export const ZRegisterRequest = ZRegistrationForm.extend({
  email: z.string({ error: MSG.emailVerificationFailed }).trim().toLowerCase().email(MSG.emailVerificationFailed),
  gmailPic: identityPicture('Gmail Picture').optional(),
  token: z.string({ error: MSG.invalidIdToken }).min(10, MSG.invalidIdToken),
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

/** "Sign out everywhere" must be confirmed in the body: a stray POST with no body signs no one out. */
export const ZLogoutEverywhereRequest = z.object({
  confirm: z.literal(true, { error: MSG.signOutEverywhereConfirmRequired }),
});
export type TLogoutEverywhereRequest = z.infer<typeof ZLogoutEverywhereRequest>;

/**
 * What sign-in and registration answer: the app token, and the account's chosen language, which wins over the
 * device's after sign-in (decision 030).
 */
export const ZAuthTokenResponse = z.object({ accessToken: z.string(), language: z.enum(LANGUAGES).nullable() });
export type TAuthTokenResponse = z.infer<typeof ZAuthTokenResponse>;

export const ZAnnouncementRequest = z.object({
  isOpen: requiredBoolean('Is Open'),
  openForId: requiredId('Open For'),
  imageUrl: imageUrl('Image'),
  deadline: isoDateTime('Deadline'),
});
export type TAnnouncementRequest = z.infer<typeof ZAnnouncementRequest>;
export const REGISTRATION_IMAGE_ASPECT = ASPECT.registration;

/** A registration window as `GET /auth/announcement` and Home answer it (`isOpenNow`: open and before its deadline). */
export const ZRegistrationWindow = z.object({
  id: z.number(),
  isOpen: z.boolean(),
  isOpenNow: z.boolean(),
  openForId: z.number(),
  openFor: z.object({ id: z.number(), name: z.string() }).nullable(),
  imageUrl: z.string(),
  deadline: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TRegistrationWindow = z.infer<typeof ZRegistrationWindow>;

export const ZEmulatorTokenRequest = z.object({
  email: z
    .string({ error: fillField('Email') })
    .trim()
    .toLowerCase()
    .email(VALIDATION_MSG.enterValidEmail),
  displayName: z.string().trim().max(200).optional(),
  photoURL: identityPicture('Photo URL').optional(),
});
export type TEmulatorTokenRequest = z.infer<typeof ZEmulatorTokenRequest>;

/** GET /auth/config: which sign-in the web offers (the local emulator or Google) and Google's client id. */
export const ZAuthConfig = z.object({ mode: z.enum(['emulator', 'google']), googleClientId: z.string().nullable() });
export type TAuthConfig = z.infer<typeof ZAuthConfig>;

/** POST /identity-emulator/token: an ID token signed like Google's. */
export const ZEmulatorToken = z.object({ idToken: z.string() });

/**
 * GET /identity-emulator/jwks: the emulator's public keys in the standard JWK Set format (RFC 7517), which token
 * verifiers read as it is: the one JSON answer without the envelope.
 */
export const ZJwks = z.object({
  // The fields of an RS256 public key; jose types each as optional.
  keys: z.array(
    z.object({
      kty: z.string().optional(),
      kid: z.string().optional(),
      alg: z.string().optional(),
      use: z.string().optional(),
      n: z.string().optional(),
      e: z.string().optional(),
    }),
  ),
});
