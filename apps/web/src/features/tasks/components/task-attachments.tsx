import { tasks } from '@campus/shared/i18n/en/tasks';
import { thumbnailUrl } from '@campus/shared/thumbnails';
import { CoverImage } from '../../../components/ui/cover-image';
import { useT } from '../../../lib/i18n';
import { responsiveImage } from '../../../lib/responsive-image';
import { useFormat } from '../../../lib/use-format';

/** How many pictures a board card shows before "+N". */
const CARD_THUMBS = 3;

/**
 * A board card's attachments: small squares from the 320 px copies of the uploads (decision 012), never the
 * stored pictures up to 1600 px; a picture that cannot load leaves its grey box with a quiet icon (CoverImage).
 */
export function CardAttachments({ attachments, title }: { attachments: string[]; title: string }) {
  const t = useT(tasks);
  const f = useFormat();
  if (!attachments.length) return null;
  const more = attachments.length - CARD_THUMBS;
  return (
    <ul className="flex items-center gap-1" aria-label={t('attachmentsOf', title)}>
      {attachments.slice(0, CARD_THUMBS).map((src, i) => (
        <li key={src} className="h-10 w-10 shrink-0 overflow-hidden rounded-md bg-slate-100 text-slate-500">
          <CoverImage
            src={thumbnailUrl(src, 320) ?? src}
            alt={t('attachmentOf', i + 1, attachments.length)}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover"
          />
        </li>
      ))}
      {more > 0 ? <li className="text-xs font-semibold text-slate-600">+{f.number(more)}</li> : null}
    </ul>
  );
}

/**
 * The task detail's gallery: square tiles (3 a row on a phone, 4 wider) opening the full picture. The picture is
 * laid over its square (absolute), so its own size never widens the grid (a phone's page grew to 902 px).
 */
export function AttachmentGallery({ attachments }: { attachments: string[] }) {
  const t = useT(tasks);
  if (!attachments.length) return null;
  return (
    <section aria-label={t('attachments')} className="flex flex-col gap-2">
      <h3 className="text-base font-bold text-slate-900">{t('attachments')}</h3>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
        {attachments.map((src, i) => (
          <li key={src} className="overflow-hidden rounded-lg bg-slate-100 text-slate-500 ring-1 ring-slate-200">
            <a href={src} target="_blank" rel="noopener noreferrer" className="relative block aspect-square">
              <CoverImage
                {...responsiveImage(src, '(min-width: 640px) 160px, 33vw')}
                alt={t('attachmentOf', i + 1, attachments.length)}
                loading="lazy"
                decoding="async"
                className="absolute inset-0 h-full w-full object-cover"
              />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
