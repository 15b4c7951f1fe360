import type { TMarketplaceListItem } from '@campus/shared/schemas/marketplace';
import { Avatar } from '../../../components/ui/avatar';
import { CoverImage } from '../../../components/ui/cover-image';
import { responsiveImage, TILE_SIZES } from '../../../lib/responsive-image';
import { tilePrice } from '../marketplace-format';
import { TypeBadge } from './badges';

/**
 * Cover, title, price or 'Contact', the S / E / S/E badge and the seller's avatar (product §2). `eager` for the
 * tiles of the first screen: their covers load at once and first (one of them is the page's largest paint).
 */
export function ListingTile({
  item,
  onOpen,
  eager = false,
}: {
  item: TMarketplaceListItem;
  onOpen(): void;
  eager?: boolean;
}) {
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className="group flex w-full flex-col overflow-hidden rounded-2xl bg-white text-left shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md"
      >
        <span className="relative block">
          <CoverImage
            {...responsiveImage(item.coverPic, TILE_SIZES)}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            className="aspect-[4/3] w-full bg-slate-100 object-cover"
          />
          <TypeBadge type={item.type} className="absolute right-2 top-2" />
          <Avatar
            src={item.seller.profilePic}
            name={item.seller.fullName}
            size={32}
            className="absolute -bottom-4 left-2"
          />
        </span>
        <span className="flex flex-1 flex-col gap-1 px-3 pb-3 pt-5">
          <span className="line-clamp-2 text-sm font-semibold text-slate-900">{item.title}</span>
          <span className="text-sm font-bold text-brand-800">{tilePrice(item.price)}</span>
        </span>
      </button>
    </li>
  );
}
