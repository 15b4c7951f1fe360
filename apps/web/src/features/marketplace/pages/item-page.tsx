import { marketplace } from '@campus/shared/i18n/en/marketplace';
import { msg } from '@campus/shared/i18n/en/msg';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../app/api-error';
import { paths } from '../../../app/paths';
import { EmptyState } from '../../../components/ui/empty-state';
import { isOfflineError, OfflineState } from '../../../components/ui/offline-state';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';
import { ItemDetails } from '../components/item-details';
import { useMarketplaceItemQuery } from '../marketplace-api';

/** /marketplace/{id}: the item detail as a page (links from notifications land here). */
export default function ItemPage() {
  const t = useT(marketplace);
  const tm = useT(msg);
  const id = Number(useParams().id);
  const isValidId = Number.isInteger(id) && id > 0;
  const { data, isLoading, error } = useMarketplaceItemQuery(id, { skip: !isValidId });
  const item = data?.data;
  const notFound = !isValidId || (error && 'status' in error && error.status === 404);

  return (
    <div className="flex flex-col gap-4 p-4 md:p-8">
      <Link
        to={paths.marketplace}
        className="inline-flex items-center gap-2 self-start text-sm font-semibold text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden size={16} /> {t('marketplace')}
      </Link>
      <h1 className="sr-only">{item?.title ?? t('marketplaceItem')}</h1>
      {notFound ? (
        <EmptyState title={tm('itemNotFound')} />
      ) : isOfflineError(error) ? (
        <OfflineState />
      ) : error ? (
        <EmptyState title={errorMessage(error)} />
      ) : isLoading || !item ? (
        <LoadingRegion label={t('loadingItem')}>
          <div className="grid gap-5 md:grid-cols-2">
            <Skeleton className="aspect-[4/3] w-full rounded-2xl" />
            <div className="flex flex-col gap-3">
              <Skeleton className="h-8 w-3/4" />
              <Skeleton className="h-6 w-1/3" />
              <Skeleton className="h-24 w-full" />
            </div>
          </div>
        </LoadingRegion>
      ) : (
        <ItemDetails item={item} />
      )}
    </div>
  );
}
