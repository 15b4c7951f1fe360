import { type ApiEnvelope, api } from '../../app/api';
import type { HomeData } from './home-slice';

export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Everything Home shows: a write to any of these refetches it.
    home: build.query<ApiEnvelope<HomeData>, void>({
      query: () => '/user/home',
      providesTags: ['EVENT', 'BUS_SCHEDULE', 'PRAYER_SCHEDULE', 'USER', 'REGINFO'],
    }),
  }),
});

export const { useHomeQuery } = homeApi;
