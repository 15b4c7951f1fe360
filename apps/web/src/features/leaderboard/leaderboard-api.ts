import type { LeaderboardBy, LeaderboardPeriod } from '@campus/shared/enums';
import type {
  TAdjustPointsRequest,
  TLeaderboardResponse,
  TLeaderboardSettings,
  TPointHistoryEntry,
  TPointHistoryResponse,
} from '@campus/shared/schemas/leaderboard';
import { type ApiEnvelope, api } from '../../app/api';

const LEADERBOARD = 'LEADERBOARD' as const;

export interface LeaderboardArgs {
  period: LeaderboardPeriod;
  by: LeaderboardBy;
  page: number;
  limit?: number;
}

export const leaderboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    leaderboard: build.query<TLeaderboardResponse, LeaderboardArgs>({
      query: ({ limit = 20, ...rest }) => ({ url: '/leaderboard', params: { ...rest, limit } }),
      providesTags: [LEADERBOARD],
    }),
    pointHistory: build.query<TPointHistoryResponse, number>({
      query: (userId) => ({ url: `/leaderboard/history/${userId}`, params: { limit: 50 } }),
      providesTags: [LEADERBOARD],
    }),
    leaderboardSettings: build.query<ApiEnvelope<TLeaderboardSettings>, void>({
      query: () => '/leaderboard/me',
      providesTags: [LEADERBOARD],
    }),
    updateLeaderboardSettings: build.mutation<ApiEnvelope<TLeaderboardSettings>, TLeaderboardSettings>({
      query: (body) => ({ url: '/leaderboard/me', method: 'PATCH', body }),
      invalidatesTags: [LEADERBOARD],
    }),
    adjustPoints: build.mutation<ApiEnvelope<TPointHistoryEntry>, TAdjustPointsRequest>({
      query: (body) => ({ url: '/leaderboard/adjust', method: 'POST', body }),
      invalidatesTags: [LEADERBOARD],
    }),
  }),
});

export const {
  useLeaderboardQuery,
  usePointHistoryQuery,
  useLeaderboardSettingsQuery,
  useUpdateLeaderboardSettingsMutation,
  useAdjustPointsMutation,
} = leaderboardApi;
