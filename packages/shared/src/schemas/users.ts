import { z } from 'zod';
import { ROLES, STUDY_AT, USER_STATUSES } from '../enums';
import { LANGUAGES } from '../i18n/lang';
import { fillField } from '../messages';
import {
  contactNo,
  dayFilter,
  externalUrl,
  imageUrl,
  listQuery,
  requiredEnum,
  requiredId,
  requiredText,
} from './fields';

const optionalId = (label: string) => requiredId(label).optional().nullable();

/** Admin create (product §5 User form). */
export const ZCreateUserRequest = z.object({
  fullName: requiredText('Full Name'),
  contactNo,
  email: z
    .string({ error: fillField('Email') })
    .trim()
    .toLowerCase()
    .email(fillField('Email')),
  profilePic: imageUrl('Profile Picture'),
  studyAt: requiredEnum(STUDY_AT, 'Study At'),
  instituteId: requiredId('Institute'),
  departmentId: requiredId('Department'),
  session: requiredText('Session', 20),
  status: z.enum(USER_STATUSES).optional(),
  role: z.enum(ROLES).optional(),
  link: externalUrl('Link', { allowEmpty: true }).optional(),
  coverPic: imageUrl('Cover Picture').optional(),
  designationId: optionalId('Designation'),
  teamId: optionalId('Team'),
});
export type TCreateUserRequest = z.infer<typeof ZCreateUserRequest>;

/** Admin update of any user: every field optional. */
export const ZAdminUpdateUserRequest = ZCreateUserRequest.partial();
export type TAdminUpdateUserRequest = z.infer<typeof ZAdminUpdateUserRequest>;

/** A member's own profile edit: role, status and email are never changed here. */
export const ZUpdateOwnProfileRequest = ZCreateUserRequest.pick({
  fullName: true,
  contactNo: true,
  profilePic: true,
  coverPic: true,
  link: true,
  session: true,
  departmentId: true,
})
  .partial()
  // The member's language (decision 030): saved when they switch, so it follows them to another device.
  .extend({ language: z.enum(LANGUAGES, { error: fillField('Language') }).optional() });
export type TUpdateOwnProfileRequest = z.infer<typeof ZUpdateOwnProfileRequest>;

export const USER_SORT_FIELDS = ['createdAt', 'updatedAt', 'fullName', 'session', 'role', 'status'] as const;
export const ZUserTableQuery = listQuery(USER_SORT_FIELDS, 'createdAt').extend({
  role: z.enum(ROLES).optional(),
  status: z.enum(USER_STATUSES).optional(),
  designationId: z.coerce.number().int().positive().optional(),
  instituteName: z.string().trim().max(200).optional(),
  deptName: z.string().trim().max(200).optional(),
  session: z.string().trim().max(20).optional(),
  createdAt: dayFilter('createdAt'),
  updatedAt: dayFilter('updatedAt'),
});
export type TUserTableQuery = z.infer<typeof ZUserTableQuery>;

const ZNamed = z.object({ name: z.string() }).nullable();

/**
 * The full user record (product §3 "User"): only for the user themself and for admins; gmailPic is never sent.
 * The routes answer through it, so a field not named here never reaches the wire (decision 025).
 */
export const ZUserRecord = z.object({
  id: z.number(),
  fullName: z.string(),
  contactNo: z.string().nullable(),
  email: z.string(),
  link: z.string().nullable(),
  profilePic: z.string().nullable(),
  coverPic: z.string().nullable(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  studyAt: z.enum(STUDY_AT).nullable(),
  instituteId: z.number().nullable(),
  designationId: z.number().nullable(),
  teamId: z.number().nullable(),
  departmentId: z.number().nullable(),
  session: z.string().nullable(),
  language: z.enum(LANGUAGES).nullable(),
  instituteName: ZNamed,
  deptName: ZNamed,
  designation: ZNamed,
  team: ZNamed,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TUserRecord = z.infer<typeof ZUserRecord>;
