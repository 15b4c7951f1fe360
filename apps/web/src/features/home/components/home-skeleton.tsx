import { home as text } from '@campus/shared/i18n/en/home';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';

export function HomeSkeleton() {
  const t = useT(text);
  return (
    <LoadingRegion label={t('loadingHome')}>
      <div className="flex flex-col gap-6">
        <Skeleton className="aspect-[4/3] w-full rounded-3xl md:aspect-[21/9]" />
        <div className="grid gap-4 md:grid-cols-2">
          <Skeleton className="h-40 rounded-3xl" />
          <Skeleton className="h-40 rounded-3xl" />
        </div>
        <Skeleton className="h-6 w-40" />
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {['a', 'b', 'c', 'd'].map((k) => (
            <Skeleton key={k} className="aspect-[3/4] rounded-2xl" />
          ))}
        </div>
      </div>
    </LoadingRegion>
  );
}
