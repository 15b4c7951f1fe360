import type { TAuditEntry } from '@campus/shared/schemas/audit';
import { type ApiList, api } from '../../app/api';
import type { TableQuery } from '../../components/ui/data-table';

export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    auditTable: build.query<ApiList<TAuditEntry>, TableQuery>({
      query: (params) => ({ url: '/audit/table', params }),
      // Every write may add a row: the Activity table is read fresh each time it opens.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useAuditTableQuery } = auditApi;
