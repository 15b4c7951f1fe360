import { z } from 'zod';
import { INSTITUTION_TYPES } from '../enums';
import { imageUrl, requiredEnum, requiredId, requiredText } from './fields';

export const ZCreateInstitutionRequest = z.object({
  name: requiredText('Name'),
  type: requiredEnum(INSTITUTION_TYPES, 'Type'),
});
export const ZUpdateInstitutionRequest = ZCreateInstitutionRequest.partial().extend({ id: requiredId('Id') });
export type TCreateInstitutionRequest = z.infer<typeof ZCreateInstitutionRequest>;
export type TUpdateInstitutionRequest = z.infer<typeof ZUpdateInstitutionRequest>;

/** Departments share the institution shape (product §3). */
export const ZCreateDepartmentRequest = ZCreateInstitutionRequest;
export const ZUpdateDepartmentRequest = ZUpdateInstitutionRequest;

export const ZTypeQuery = z.object({ type: z.enum(INSTITUTION_TYPES).optional() });

export const ZCreateDesignationRequest = z.object({ name: requiredText('Name') });
export const ZUpdateDesignationRequest = ZCreateDesignationRequest.partial().extend({ id: requiredId('Id') });

export const ZCreateTeamRequest = z.object({
  name: requiredText('Name'),
  coverPic: imageUrl('Cover Picture').optional(),
});
export const ZUpdateTeamRequest = ZCreateTeamRequest.partial().extend({ id: requiredId('Id') });
export type TCreateTeamRequest = z.infer<typeof ZCreateTeamRequest>;

/** Answer rows of the directory routes (architecture §5): each kind's stored fields, ISO 8601 timestamps. */
const directoryRowBase = z.object({ id: z.number(), name: z.string(), createdAt: z.string(), updatedAt: z.string() });
export const ZInstitutionRow = directoryRowBase.extend({ type: z.enum(INSTITUTION_TYPES) });
export const ZDepartmentRow = ZInstitutionRow;
export const ZDesignationRow = directoryRowBase;
export const ZTeamRow = directoryRowBase.extend({ coverPic: z.string().nullable() });

/** Any directory row, as screens that list every kind read it. */
export const ZDirectoryRow = directoryRowBase.extend({
  type: z.enum(INSTITUTION_TYPES).optional(),
  coverPic: z.string().nullable().optional(),
});
export type TDirectoryRow = z.infer<typeof ZDirectoryRow>;

export const ZDeletedId = z.object({ id: z.number() });
