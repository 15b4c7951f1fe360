import type {
  TNotification,
  TNotificationListMeta,
  TNotificationsRead,
  TPushPreferences,
  TPushPublicKey,
  TPushSubscribeRequest,
  TPushSubscription,
  TPushUnsubscribed,
  TPushUnsubscribeRequest,
  TUnreadCount,
  TUpdatePushPreferencesRequest,
} from '@campus/shared/schemas/push';
import { type ApiEnvelope, api } from '../api';

export interface NotificationPage extends ApiEnvelope<TNotification[]> {
  meta: TNotificationListMeta;
}

/** The inbox and the push settings are the signed-in user's own data, cached under the USER tag. */
const INBOX = { type: 'USER', id: 'NOTIFICATIONS' } as const;
const PREFERENCES = { type: 'USER', id: 'PUSH_PREFERENCES' } as const;

export const pushApi = api.injectEndpoints({
  endpoints: (build) => ({
    pushPublicKey: build.query<ApiEnvelope<TPushPublicKey>, void>({
      query: () => '/push/public-key',
    }),
    subscribePush: build.mutation<ApiEnvelope<TPushSubscription>, TPushSubscribeRequest>({
      query: (body) => ({ url: '/push/subscribe', method: 'POST', body }),
    }),
    unsubscribePush: build.mutation<ApiEnvelope<TPushUnsubscribed>, TPushUnsubscribeRequest>({
      query: (body) => ({ url: '/push/subscribe', method: 'DELETE', body }),
    }),
    pushPreferences: build.query<ApiEnvelope<TPushPreferences>, void>({
      query: () => '/push/preferences',
      providesTags: [PREFERENCES],
    }),
    updatePushPreferences: build.mutation<ApiEnvelope<TPushPreferences>, TUpdatePushPreferencesRequest>({
      query: (body) => ({ url: '/push/preferences', method: 'PATCH', body }),
      // The answer is the new state: write it into the cache instead of fetching again.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(pushApi.util.upsertQueryData('pushPreferences', undefined, data));
      },
    }),
    notifications: build.query<NotificationPage, { page: number; limit: number }>({
      query: (params) => ({ url: '/notifications', params }),
      providesTags: [INBOX],
    }),
    unreadCount: build.query<ApiEnvelope<TUnreadCount>, void>({
      query: () => '/notifications/unread-count',
      providesTags: [INBOX],
    }),
    markNotificationRead: build.mutation<ApiEnvelope<TNotification>, number>({
      query: (id) => ({ url: `/notifications/${id}/read`, method: 'PATCH' }),
      invalidatesTags: [INBOX],
    }),
    markAllNotificationsRead: build.mutation<ApiEnvelope<TNotificationsRead>, void>({
      query: () => ({ url: '/notifications/read-all', method: 'PATCH' }),
      invalidatesTags: [INBOX],
    }),
  }),
});

export const {
  usePushPublicKeyQuery,
  useSubscribePushMutation,
  useUnsubscribePushMutation,
  usePushPreferencesQuery,
  useUpdatePushPreferencesMutation,
  useNotificationsQuery,
  useUnreadCountQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
} = pushApi;
