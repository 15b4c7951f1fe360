import type {
  TAttendanceCounts,
  TAttendee,
  TCalendarFeed,
  TCheckInRequest,
  TCheckInResult,
  TMyTicket,
  TRsvpRequest,
  TRsvpResult,
  TTicket,
} from '@campus/shared/schemas/rsvp';
import { type ApiEnvelope, api } from '../../app/api';

export interface AttendeeList extends ApiEnvelope<TAttendee[]> {
  meta: { page: number; limit: number; total: number; counts: TAttendanceCounts };
}
export type AttendeeParams = { page?: number; limit?: number; status?: string; searchTerm?: string };

/** Events people attend (issue 19): RSVP, ticket, check-in, attendees, calendar feed. */
export const rsvpApi = api.injectEndpoints({
  endpoints: (build) => ({
    rsvp: build.mutation<ApiEnvelope<TRsvpResult>, { eventId: number } & TRsvpRequest>({
      query: ({ eventId, ...body }) => ({ url: `/event/${eventId}/rsvp`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { eventId }) => [{ type: 'EVENT', id: eventId }, 'EVENT'],
    }),
    cancelRsvp: build.mutation<ApiEnvelope<{ status: null }>, number>({
      query: (eventId) => ({ url: `/event/${eventId}/rsvp`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, eventId) => [{ type: 'EVENT', id: eventId }, 'EVENT'],
    }),
    ticket: build.query<ApiEnvelope<TTicket>, number>({
      query: (eventId) => `/event/${eventId}/ticket`,
      providesTags: (_r, _e, eventId) => [{ type: 'EVENT', id: eventId }],
    }),
    myTickets: build.query<ApiEnvelope<TMyTicket[]>, null>({
      query: () => '/user/tickets',
      providesTags: ['EVENT'],
    }),
    checkIn: build.mutation<ApiEnvelope<TCheckInResult>, { eventId: number } & TCheckInRequest>({
      query: ({ eventId, ...body }) => ({ url: `/event/${eventId}/check-in`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { eventId }) => [{ type: 'EVENT', id: `attendees-${eventId}` }],
    }),
    attendees: build.query<AttendeeList, { eventId: number } & AttendeeParams>({
      query: ({ eventId, ...params }) => ({ url: `/event/${eventId}/attendees`, params }),
      providesTags: (_r, _e, { eventId }) => [{ type: 'EVENT', id: `attendees-${eventId}` }],
    }),
    calendarFeed: build.query<ApiEnvelope<TCalendarFeed>, null>({
      query: () => '/user/calendar-feed',
    }),
    resetCalendarFeed: build.mutation<ApiEnvelope<TCalendarFeed>, null>({
      query: () => ({ url: '/user/calendar-feed/reset', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(rsvpApi.util.upsertQueryData('calendarFeed', null, data));
      },
    }),
  }),
});

export const {
  useRsvpMutation,
  useCancelRsvpMutation,
  useTicketQuery,
  useMyTicketsQuery,
  useCheckInMutation,
  useAttendeesQuery,
  useCalendarFeedQuery,
  useResetCalendarFeedMutation,
} = rsvpApi;
