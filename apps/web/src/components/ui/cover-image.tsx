import { ImageOff } from 'lucide-react';
import { type ImgHTMLAttributes, useState } from 'react';

/**
 * An `<img>` that gives way to its box's placeholder (the box's background with a quiet icon) when the picture
 * cannot load, offline for instance, instead of the browser's broken-image glyph.
 */
export function CoverImage(props: ImgHTMLAttributes<HTMLImageElement> & { alt: string }) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>();
  if (props.src && failedSrc === props.src) {
    return (
      <span
        data-testid="cover-placeholder"
        className="flex h-full w-full items-center justify-center text-current opacity-40"
      >
        <ImageOff aria-hidden size={32} />
        {props.alt ? <span className="sr-only">{props.alt}</span> : null}
      </span>
    );
  }
  // biome-ignore lint/a11y/useAltText: alt is required by the props type and passed through
  return <img {...props} onError={() => setFailedSrc(props.src)} />;
}
