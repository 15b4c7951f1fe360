import { ui } from '@campus/shared/i18n/en/ui';
import { useT } from '../../lib/i18n';
import { LoadingRegion, Skeleton } from './skeleton';

/** What a lazy route shows while its chunk loads. */
export function PageFallback() {
  const t = useT(ui);
  return (
    <LoadingRegion label={t('loadingPage')}>
      <div className="space-y-4 p-4 md:p-8">
        <Skeleton className="h-8 w-1/3" />
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    </LoadingRegion>
  );
}
