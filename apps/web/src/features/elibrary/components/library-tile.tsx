import type { TLibraryItem } from '@campus/shared/schemas/elibrary';
import { BookOpen } from 'lucide-react';
import { CoverImage } from '../../../components/ui/cover-image';
import { formatDhaka } from '../../../lib/dates';
import { responsiveImage, TILE_SIZES } from '../../../lib/responsive-image';

/**
 * A resource tile: its first image, title and creation date. `eager` for the tiles of the first screen: their
 * covers load at once and first (the largest of them is the page's largest paint) instead of waiting for layout.
 */
export function LibraryTile({
  item,
  onOpen,
  eager = false,
}: {
  item: TLibraryItem;
  onOpen(item: TLibraryItem): void;
  eager?: boolean;
}) {
  const cover = item.images[0];
  return (
    <button
      type="button"
      onClick={() => onOpen(item)}
      className="group flex h-full w-full flex-col overflow-hidden rounded-xl bg-white text-left shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-600"
    >
      <span className="block aspect-[3/4] w-full overflow-hidden bg-slate-100">
        {cover ? (
          <CoverImage
            {...responsiveImage(cover, TILE_SIZES)}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            decoding="async"
            className="h-full w-full object-cover transition group-hover:scale-[1.02]"
          />
        ) : (
          <span className="flex h-full w-full items-center justify-center text-slate-400">
            <BookOpen aria-hidden size={40} />
          </span>
        )}
      </span>
      <span className="flex flex-1 flex-col gap-1 p-2.5">
        <span className="line-clamp-2 text-sm font-semibold leading-snug text-slate-900">{item.title}</span>
        <time dateTime={item.createdAt} className="mt-auto text-xs text-slate-600">
          {formatDhaka(item.createdAt, 'd MMM yyyy')}
        </time>
      </span>
    </button>
  );
}
