import { ImageOff } from 'lucide-react';
import { type ImgHTMLAttributes, useState } from 'react';

/**
 * An `<img>` that gives way to a placeholder of the same box (the image's own classes: size, aspect, rounding; a
 * quiet icon on the background behind it) when the picture cannot load, offline or removed, instead of the
 * browser's broken-image glyph. Every member-facing cover, tile and gallery picture is one.
 */
export function CoverImage(props: ImgHTMLAttributes<HTMLImageElement> & { alt: string }) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>();
  if (props.src && failedSrc === props.src) {
    return (
      <span
        data-testid="cover-placeholder"
        className={`flex items-center justify-center ${props.className ?? 'h-full w-full'}`}
      >
        <ImageOff aria-hidden size={32} className="text-current opacity-40" />
        {props.alt ? <span className="sr-only">{props.alt}</span> : null}
      </span>
    );
  }
  // biome-ignore lint/a11y/useAltText: alt is required by the props type and passed through
  return <img {...props} onError={() => setFailedSrc(props.src)} />;
}
