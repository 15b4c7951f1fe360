import { elibrary } from '@campus/shared/i18n/en/elibrary';
import { msg } from '@campus/shared/i18n/en/msg';
import type { TLibraryItem } from '@campus/shared/schemas/elibrary';
import { CalendarClock, Download, FolderOpen, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { Modal } from '../../../components/ui/modal';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/use-format';
import { ImageGallery } from './image-gallery';

const isWebLink = (link: string | null): link is string => Boolean(link && /^https?:\/\//i.test(link));

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3 py-2.5">
      <dt className="flex w-28 shrink-0 items-center gap-3 text-sm text-slate-600">
        <span className="text-brand-700">{icon}</span>
        {label}
      </dt>
      <dd className="min-w-0 flex-1 text-sm font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

/** Full-screen modal of one resource: gallery, author, category, created date and time, download link. */
export function LibraryItemModal({ item, onClose }: { item: TLibraryItem | null; onClose(): void }) {
  const t = useT(elibrary);
  const tm = useT(msg);
  const f = useFormat();
  return (
    <Modal open={Boolean(item)} onOpenChange={(open) => !open && onClose()} title={item?.title ?? ''}>
      {item ? (
        <div className="mx-auto grid max-w-6xl gap-6 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <ImageGallery key={item.id} images={item.images} title={item.title} />
          <section aria-label={t('resourceDetails')} className="flex flex-col gap-4">
            <dl className="divide-y divide-slate-100 rounded-xl bg-slate-50 px-4 ring-1 ring-slate-200">
              <Detail icon={<UserRound aria-hidden size={18} />} label={t('author')}>
                <span className="flex items-center gap-2">
                  <Avatar src={item.author.profilePic} name={item.author.fullName} size={28} />
                  <span className="truncate">{item.author.fullName}</span>
                </span>
              </Detail>
              <Detail icon={<FolderOpen aria-hidden size={18} />} label={t('category')}>
                {item.category.name}
              </Detail>
              <Detail icon={<CalendarClock aria-hidden size={18} />} label={t('created')}>
                <time dateTime={item.createdAt}>{f.date(item.createdAt, 'd MMM yyyy, h:mm a')}</time>
              </Detail>
            </dl>
            {isWebLink(item.externalLink) ? (
              <a
                href={item.externalLink}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
              >
                <Download aria-hidden size={18} />
                {tm('downloadResource')}
              </a>
            ) : null}
          </section>
        </div>
      ) : null}
    </Modal>
  );
}
