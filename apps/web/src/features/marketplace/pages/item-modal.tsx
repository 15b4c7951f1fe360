import { marketplace } from '@campus/shared/i18n/en/marketplace';
import type { TMarketplaceListItem } from '@campus/shared/schemas/marketplace';
import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { Modal } from '../../../components/ui/modal';
import { useT } from '../../../lib/i18n';
import { ItemDetails } from '../components/item-details';
import { useMarketplaceItemQuery } from '../marketplace-api';

/**
 * An item opened from the marketplace list. Its own chunk (loaded when a tile is about to be opened): the dialog,
 * the offer forms and their validation are not needed to show the list.
 */
export default function ItemModal({ initial, onClose }: { initial: TMarketplaceListItem; onClose(): void }) {
  const t = useT(marketplace);
  // The list copy shows at once; the item query keeps offers fresh after an offer or an accept.
  const { data } = useMarketplaceItemQuery(initial.id);
  const item = data?.data ?? initial;
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={item.title}>
      <div className="flex flex-col gap-4">
        <ItemDetails item={item} />
        <Link
          to={paths.marketplaceItem(item.id)}
          className="mx-auto inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 underline"
        >
          {t('openItemPage')} <ExternalLink aria-hidden size={14} />
        </Link>
      </div>
    </Modal>
  );
}
