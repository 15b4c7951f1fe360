import { type ApiEnvelope, api } from '../../app/api';
import { takeBootRequest } from '../../app/boot-requests';
import type { AppDispatch } from '../../app/store';
import { type HomeData, setHomeData } from './home-slice';

export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Everything Home shows: a write to any of these refetches it.
    home: build.query<ApiEnvelope<HomeData>, void>({
      // The first load of / takes the answer index.html's boot script already asked for; any other goes out now.
      async queryFn(_arg, _api, _extra, baseQuery) {
        const early = await takeBootRequest('home')?.catch(() => undefined);
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
  void dispatch(homeApi.endpoints.home.initiate(undefined, { subscribe: false })).then((result) => {
    const cover = result.data?.data.topBannerEvents[0]?.coverPic;
    const preloaded = [...document.head.querySelectorAll('link[rel="preload"]')].some(
      (l) => l.getAttribute('href') === cover,
    );
    if (!cover || preloaded) return;
    const link = document.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('as', 'image');
    link.setAttribute('href', cover);
    link.setAttribute('fetchpriority', 'high');
    document.head.append(link);
  });
}
