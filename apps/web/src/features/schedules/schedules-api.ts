import type { BusEntry, BusSchedule, PrayerSchedule } from '@campus/shared/schemas/schedules';
import { type ApiEnvelope, api } from '../../app/api';

/** PATCH /busSchedule/: image, newUpdate and each route as a JSON-encoded string (product §7). */
export interface BusSchedulePayload {
  image?: string | null;
  newUpdate?: string | null;
  groups?: Record<string, BusEntry[]>;
}
export interface PrayerSchedulePayload {
  image?: string | null;
  newUpdate?: string | null;
  data?: { name: string; time: string }[];
}

export const schedulesApi = api.injectEndpoints({
  endpoints: (build) => ({
    busSchedule: build.query<ApiEnvelope<BusSchedule>, void>({
      query: () => '/busSchedule/',
      providesTags: ['BUS_SCHEDULE'],
    }),
    updateBusSchedule: build.mutation<ApiEnvelope<BusSchedule>, BusSchedulePayload>({
      query: ({ groups = {}, ...rest }) => {
        const body: Record<string, unknown> = { ...rest };
        for (const [key, entries] of Object.entries(groups)) body[key] = JSON.stringify(entries);
        return { url: '/busSchedule/', method: 'PATCH', body };
      },
      invalidatesTags: ['BUS_SCHEDULE'],
    }),
    prayerSchedule: build.query<ApiEnvelope<PrayerSchedule>, void>({
      query: () => '/prayerSchedule/',
      providesTags: ['PRAYER_SCHEDULE'],
    }),
    updatePrayerSchedule: build.mutation<ApiEnvelope<PrayerSchedule>, PrayerSchedulePayload>({
      query: ({ data, ...rest }) => ({
        url: '/prayerSchedule/',
        method: 'PATCH',
        body: { ...rest, ...(data ? { data: JSON.stringify(data) } : {}) },
      }),
      invalidatesTags: ['PRAYER_SCHEDULE'],
    }),
  }),
});

export const {
  useBusScheduleQuery,
  useUpdateBusScheduleMutation,
  usePrayerScheduleQuery,
  useUpdatePrayerScheduleMutation,
} = schedulesApi;
