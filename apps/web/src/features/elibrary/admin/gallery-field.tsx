import { elibrary } from '@campus/shared/i18n/en/elibrary';
import { msg } from '@campus/shared/i18n/en/msg';
import { LIBRARY_MAX_IMAGES } from '@campus/shared/schemas/elibrary';
import { ArrowLeft, ArrowRight, ImagePlus, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useAppSelector } from '../../../app/hooks';
import { uploadImage } from '../../../components/ui/upload-image';
import { useT } from '../../../lib/i18n';

export interface GalleryFieldProps {
  label?: string;
  images: string[];
  onChange(images: string[]): void;
}

/**
 * Multi-image upload for an E-Library gallery: pick several files at once; each is uploaded through POST /upload
 * (no crop: pages keep their shape). The first image is the tile's cover; images can be reordered or removed.
 */
export function GalleryField({ label, images, onChange }: GalleryFieldProps) {
  const t = useT(elibrary);
  const tm = useT(msg);
  const token = useAppSelector((s) => s.auth.token);
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const room = LIBRARY_MAX_IMAGES - images.length;

  const addFiles = async (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (inputRef.current) inputRef.current.value = '';
    if (!files.length) return;
    const pictures = files.filter((f) => f.type.startsWith('image/'));
    if (pictures.length < files.length) toast.error(tm('notAnImage'));
    if (pictures.length > room) toast.error(t('atMostImages', LIBRARY_MAX_IMAGES));
    const batch = pictures.slice(0, Math.max(0, room));
    if (!batch.length) return;
    const uploaded: string[] = [];
    let fellBack = false;
    setProgress({ done: 0, total: batch.length });
    // One at a time, in the order picked, so the gallery keeps the member's page order.
    for (const file of batch) {
      try {
        const result = await uploadImage(file, { token });
        fellBack ||= result.fallback;
        uploaded.push(result.url);
      } catch (error) {
        toast.error(tm('imageUploadFailed'), { description: error instanceof Error ? error.message : undefined });
      }
      setProgress((p) => (p ? { ...p, done: p.done + 1 } : p));
    }
    if (fellBack) toast.info(tm('fallingBackToCloud'));
    setProgress(null);
    if (uploaded.length) onChange([...images, ...uploaded]);
  };

  const move = (from: number, to: number) => {
    const next = [...images];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    onChange(next);
  };

  return (
    <fieldset className="flex min-w-0 flex-col gap-2 rounded-xl border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">{label ?? t('galleryImages')}</legend>
      <p className="text-xs text-slate-600">{t('galleryCount', images.length, LIBRARY_MAX_IMAGES)}</p>
      {images.length ? (
        <ol aria-label={t('galleryOrder')} className="flex flex-wrap gap-3">
          {images.map((src, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same URL may appear twice; position is its identity
            <li key={i} className="flex w-24 flex-col gap-1">
              <img
                src={src}
                alt={t('galleryImageAlt', i + 1, images.length)}
                className="h-32 w-24 rounded-lg object-cover ring-1 ring-slate-200"
              />
              <div className="flex justify-between">
                <button
                  type="button"
                  aria-label={t('moveImageEarlier', i + 1)}
                  disabled={i === 0}
                  onClick={() => move(i, i - 1)}
                  className="inline-flex h-7 w-7 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-500 disabled:hover:bg-transparent"
                >
                  <ArrowLeft aria-hidden size={16} />
                </button>
                <button
                  type="button"
                  aria-label={t('removeImage', i + 1)}
                  onClick={() => onChange(images.filter((_, j) => j !== i))}
                  className="inline-flex h-7 w-7 items-center justify-center rounded-full text-rose-700 hover:bg-rose-50"
                >
                  <Trash2 aria-hidden size={16} />
                </button>
                <button
                  type="button"
                  aria-label={t('moveImageLater', i + 1)}
                  disabled={i === images.length - 1}
                  onClick={() => move(i, i + 1)}
                  className="inline-flex h-7 w-7 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-500 disabled:hover:bg-transparent"
                >
                  <ArrowRight aria-hidden size={16} />
                </button>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      {progress ? (
        <p role="status" className="text-sm font-semibold text-brand-800">
          {t('uploadingOf', Math.min(progress.done + 1, progress.total), progress.total)}
        </p>
      ) : null}
      {room > 0 ? (
        <label
          htmlFor={inputId}
          className={`inline-flex h-[35px] w-fit cursor-pointer items-center gap-2 rounded-lg bg-white px-3 text-sm font-semibold text-brand-800 ring-1 ring-brand-700/30 hover:bg-brand-50 focus-within:ring-2 ${
            progress ? 'pointer-events-none opacity-60' : ''
          }`}
        >
          <ImagePlus aria-hidden size={16} />
          {t('addImages')}
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp,image/gif"
            className="sr-only"
            disabled={Boolean(progress)}
            onChange={(e) => void addFiles(e.target.files)}
          />
        </label>
      ) : null}
    </fieldset>
  );
}
