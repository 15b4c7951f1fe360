import { API_PREFIX } from '@campus/shared/constants';
import { type ApiEnvelope, api } from '../../app/api';
import { takeBootRequest } from '../../app/boot-requests';
import type { AppDispatch } from '../../app/store';
import { BANNER_SIZES, preloadImage } from '../../lib/responsive-image';
import { type HomeData, setHomeData } from './home-slice';

export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Everything Home shows: a write to any of these refetches it.
    home: build.query<ApiEnvelope<HomeData>, void>({
      // The first load of / takes the answer index.html's boot script already asked for; any other goes out now.
      async queryFn(_arg, _api, _extra, baseQuery) {
        // The boot script asks anonymously: Home's answer is the same for everyone.
        const early = await takeBootRequest('home', `${API_PREFIX}/user/home`, {})?.catch(() => undefined);
        if (early?.ok) {
          const body = (await early.json().catch(() => undefined)) as ApiEnvelope<HomeData> | undefined;
          if (body?.data) return { data: body };
        }
        const result = await baseQuery('/user/home');
        return result.error ? { error: result.error } : { data: result.data as ApiEnvelope<HomeData> };
      },
      providesTags: ['EVENT', 'BUS_SCHEDULE', 'PRAYER_SCHEDULE', 'USER', 'REGINFO'],
      // product §3: Home is kept on the device (bc-root), so a returning student sees it before the network answers.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => undefined);
        if (answer) dispatch(setHomeData(answer.data.data));
      },
    }),
  }),
});

export const { useHomeQuery } = homeApi;

/**
 * For a load of /: asks for Home's data before Home's code has even arrived (a public endpoint, so no restored token
 * is needed; HomePage's query finds it under way), and as soon as it is in, starts downloading the first top story's
 * cover, the page's largest image, instead of waiting for Home to render it.
 */
export function prefetchHome(dispatch: AppDispatch): void {
  void dispatch(homeApi.endpoints.home.initiate(undefined, { subscribe: false })).then((result) =>
    preloadImage(result.data?.data.topBannerEvents[0]?.coverPic, BANNER_SIZES),
  );
}
