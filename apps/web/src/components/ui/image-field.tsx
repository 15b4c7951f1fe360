import { msg } from '@campus/shared/i18n/en/msg';
import { ui } from '@campus/shared/i18n/en/ui';
import { ImagePlus } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { toast } from 'sonner';
import { useAppSelector } from '../../app/hooks';
import { useLocalize, useT } from '../../lib/i18n';
import { Button } from './button';
import { cropToBlob } from './crop-image';
import { Modal } from './modal';
import { uploadImage } from './upload-image';

export interface ImageFieldProps {
  label: string;
  /** width / height of the crop (product §9 aspect ratios, from ASPECT in constants). */
  aspect: number;
  /** The stored image URL (or a blob: preview URL in deferred mode). */
  value?: string | null;
  onChange(url: string): void;
  required?: boolean;
  error?: string;
  /**
   * Deferred mode (registration, before the member has an account): nothing is uploaded here; the cropped
   * blob is handed to onBlob and the caller uploads it later.
   */
  onBlob?(blob: Blob): void;
}

/** Pick a file → crop at the field's aspect → upload through POST /upload; shows the fallback/failed toasts of product §5. */
export function ImageField({ label, aspect, value, onChange, required, error, onBlob }: ImageFieldProps) {
  const token = useAppSelector((s) => s.auth.token);
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const t = useT(ui);
  const tm = useT(msg);
  const localize = useLocalize();
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => () => (source ? URL.revokeObjectURL(source) : undefined), [source]);

  const onFile = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast.error(tm('notAnImage'));
      return;
    }
    setSource(URL.createObjectURL(file));
    setZoom(1);
    setCrop({ x: 0, y: 0 });
  };

  const onCropComplete = useCallback((_: Area, pixels: Area) => setArea(pixels), []);

  const save = async () => {
    if (!source || !area) return;
    setBusy(true);
    try {
      const blob = await cropToBlob(source, area);
      if (onBlob) {
        onBlob(blob);
        onChange(URL.createObjectURL(blob));
      } else {
        const result = await uploadImage(blob, { token });
        if (result.fallback) toast.info(tm('fallingBackToCloud'));
        onChange(result.url);
      }
      setSource(null);
    } catch (e) {
      toast.error(tm('imageUploadFailed'), { description: e instanceof Error ? e.message : undefined });
    } finally {
      setBusy(false);
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  return (
    <div className="flex flex-col gap-1">
      <span id={`${inputId}-label`} className="text-sm font-semibold text-slate-800">
        {label}
        {required ? (
          <span aria-hidden className="text-rose-600">
            {' '}
            *
          </span>
        ) : null}
      </span>
      <div className="flex items-center gap-3">
        <div
          className="flex h-20 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200"
          style={{ aspectRatio: String(aspect), maxWidth: 180 }}
        >
          {value ? (
            <img src={value} alt={t('imagePreview', label)} className="h-full w-full object-cover" />
          ) : (
            <ImagePlus aria-hidden className="text-slate-400" />
          )}
        </div>
        <label
          htmlFor={inputId}
          className="inline-flex h-[35px] cursor-pointer items-center rounded-lg bg-white px-3 text-sm font-semibold text-brand-800 ring-1 ring-brand-700/30 hover:bg-brand-50 focus-within:ring-2"
        >
          {value ? t('changeImage') : t('chooseImage')}
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            className="sr-only"
            aria-labelledby={`${inputId}-label`}
            aria-invalid={error ? true : undefined}
            onChange={(e) => onFile(e.target.files?.[0])}
          />
        </label>
      </div>
      {error ? <p className="text-sm font-medium text-rose-700">{localize(error)}</p> : null}
      <Modal open={Boolean(source)} onOpenChange={(open) => !open && setSource(null)} title={t('cropImage', label)}>
        <div className="flex h-full flex-col gap-4">
          <div className="relative min-h-[300px] flex-1 overflow-hidden rounded-xl bg-slate-900">
            {source ? (
              <Cropper
                image={source}
                crop={crop}
                zoom={zoom}
                aspect={aspect}
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={onCropComplete}
              />
            ) : null}
          </div>
          <label className="flex items-center gap-3 text-sm font-semibold text-slate-800">
            {t('zoom')}
            <input
              type="range"
              min={1}
              max={3}
              step={0.05}
              value={zoom}
              onChange={(e) => setZoom(Number(e.target.value))}
              className="flex-1"
            />
          </label>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setSource(null)}>
              {t('cancel')}
            </Button>
            <Button onClick={save} isLoading={busy}>
              {t('useImage')}
            </Button>
          </div>
        </div>
      </Modal>
    </div>
  );
}
