import type { Role, StudyAt, UserStatus } from '@campus/shared/enums';
import { type ApiEnvelope, type ApiList, api } from '../../app/api';
import type { TableQuery } from '../../components/ui/data-table';

/** The full user record an admin sees (server: presentUser). */
export interface AdminUser {
  id: number;
  fullName: string;
  contactNo: string | null;
  email: string;
  link: string | null;
  profilePic: string | null;
  coverPic: string | null;
  role: Role;
  status: UserStatus;
  studyAt: StudyAt | null;
  instituteId: number | null;
  designationId: number | null;
  teamId: number | null;
  departmentId: number | null;
  session: string | null;
  instituteName: { name: string } | null;
  deptName: { name: string } | null;
  designation: { name: string } | null;
  team: { name: string } | null;
  createdAt: string;
  updatedAt: string;
}

export const usersAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    userTable: build.query<ApiList<AdminUser>, TableQuery>({
      query: (params) => ({ url: '/user/table', params }),
      providesTags: ['USER'],
    }),
    createUser: build.mutation<ApiEnvelope<AdminUser>, Record<string, unknown>>({
      query: (body) => ({ url: '/user/create', method: 'POST', body }),
      invalidatesTags: ['USER'],
    }),
    updateUserByAdmin: build.mutation<ApiEnvelope<AdminUser>, { id: number; body: Record<string, unknown> }>({
      query: ({ id, body }) => ({ url: `/user/update/${id}`, method: 'PATCH', body }),
      invalidatesTags: ['USER'],
    }),
  }),
});

export const { useUserTableQuery, useCreateUserMutation, useUpdateUserByAdminMutation } = usersAdminApi;
