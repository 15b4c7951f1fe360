import type { EventType } from '@campus/shared/enums';
import type { EventItem, EventWithRsvp, ZCreateEventRequest, ZUpdateEventRequest } from '@campus/shared/schemas/events';
import type { z } from 'zod';
import { type ApiEnvelope, type ApiList, api } from '../../app/api';

/** What the event form sends: times as ISO strings, guests as a list. */
export type EventPayload = z.input<typeof ZCreateEventRequest>;
export type EventUpdatePayload = z.input<typeof ZUpdateEventRequest>;
export type EventTableParams = Record<string, string | number | boolean | undefined>;

export const eventsApi = api.injectEndpoints({
  endpoints: (build) => ({
    eventTable: build.query<ApiList<EventItem>, EventTableParams>({
      query: (params) => ({ url: '/event/table', params }),
      providesTags: ['EVENT'],
    }),
    newEvents: build.query<ApiList<EventItem>, { type?: EventType; limit?: number }>({
      query: (params) => ({ url: '/event/new/newEvent', params }),
      providesTags: ['EVENT'],
    }),
    event: build.query<ApiEnvelope<EventWithRsvp>, number>({
      query: (id) => `/event/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'EVENT', id }],
    }),
    createEvent: build.mutation<ApiEnvelope<EventItem>, EventPayload>({
      query: (body) => ({ url: '/event/create', method: 'POST', body }),
      invalidatesTags: ['EVENT'],
    }),
    updateEvent: build.mutation<ApiEnvelope<EventItem>, EventUpdatePayload>({
      // product §7: updatedAt and host are removed from the payload.
      query: (body) => {
        const {
          updatedAt: _updatedAt,
          host: _host,
          ...rest
        } = body as EventUpdatePayload & { updatedAt?: unknown; host?: unknown };
        return { url: '/event/update', method: 'PATCH', body: rest };
      },
      invalidatesTags: ['EVENT'],
    }),
  }),
});

export const { useEventTableQuery, useNewEventsQuery, useEventQuery, useCreateEventMutation, useUpdateEventMutation } =
  eventsApi;
