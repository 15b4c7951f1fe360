import type { Lang } from '@campus/shared/i18n/lang';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, institutionTypeEnum, roleEnum, updatedAt, userStatusEnum } from './common';
import { departments, designations, institutions, teams } from './directory';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    contactNo: text('contact_no'),
    /** Always stored lower-case. */
    email: text('email').notNull().unique('users_email_uq'),
    link: text('link'),
    profilePic: text('profile_pic'),
    coverPic: text('cover_pic'),
    gmailPic: text('gmail_pic'),
    role: roleEnum('role').notNull().default('MEMBER'),
    status: userStatusEnum('status').notNull().default('PENDING'),
    studyAt: institutionTypeEnum('study_at'),
    instituteId: integer('institute_id').references(() => institutions.id, { onDelete: 'restrict' }),
    designationId: integer('designation_id').references(() => designations.id, { onDelete: 'restrict' }),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'restrict' }),
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'restrict' }),
    session: text('session'),
    /** 'en' or 'bn' once the member chooses; empty until then (decision 030). */
    language: text('language').$type<Lang>(),
    /**
     * Bumped by "Sign out everywhere" and when an admin disables the account or changes its role: app tokens
     * carry the version they were issued with, and the guard refuses older ones (decision 017).
     */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('users_role_created_idx').on(t.role, t.createdAt),
    index('users_status_idx').on(t.status),
    index('users_created_idx').on(t.createdAt),
    index('users_institute_idx').on(t.instituteId),
    index('users_department_idx').on(t.departmentId),
    index('users_designation_idx').on(t.designationId),
    index('users_team_idx').on(t.teamId),
    // The user table's searchTerm (ILIKE '%…%' on name, email or contact number) through trigram indexes
    // (decision 015). All three: one column without an index turns the OR into a scan of every user (decision 052).
    index('users_full_name_trgm_idx').using('gin', t.fullName.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('users_contact_no_trgm_idx').using('gin', t.contactNo.op('gin_trgm_ops')),
    check('users_language_ck', sql`${t.language} in ('en', 'bn')`),
  ],
);
