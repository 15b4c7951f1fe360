import { z } from 'zod';
import { ASPECT } from '../constants';
import { fillField, MSG } from '../messages';
import { contactNo, imageUrl, isoDateTime, requiredBoolean, requiredId, requiredText } from './fields';

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
  gmailPic: z.string().trim().max(2048).optional(),
  token: z.string({ error: MSG.invalidIdToken }).min(10, MSG.invalidIdToken),
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZAuthTokenResponse = z.object({ accessToken: z.string() });

export const ZAnnouncementRequest = z.object({
  isOpen: requiredBoolean('Is Open'),
  openForId: requiredId('Open For'),
  imageUrl: imageUrl('Image'),
  deadline: isoDateTime('Deadline'),
});
export type TAnnouncementRequest = z.infer<typeof ZAnnouncementRequest>;
export const REGISTRATION_IMAGE_ASPECT = ASPECT.registration;

export const ZEmulatorTokenRequest = z.object({
  email: z
    .string({ error: fillField('Email') })
    .trim()
    .toLowerCase()
    .email('Please enter a valid email'),
  displayName: z.string().trim().max(200).optional(),
  photoURL: z.string().trim().max(2048).optional(),
});
export type TEmulatorTokenRequest = z.infer<typeof ZEmulatorTokenRequest>;
