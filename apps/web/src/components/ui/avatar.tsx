import { useState } from 'react';
import { responsiveImage } from '../../lib/responsive-image';

/** A member's picture, or their initials when there is none or it cannot load (offline, a removed upload). */
export function Avatar({
  src,
  name,
  size = 40,
  className = '',
}: {
  src?: string | null;
  name: string;
  size?: number;
  className?: string;
}) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return src && failedSrc !== src ? (
    <img
      {...responsiveImage(src, `${size}px`)}
      alt={name}
      width={size}
      height={size}
      loading="lazy"
      className={`shrink-0 rounded-full object-cover ring-2 ring-white ${className}`}
      style={{ width: size, height: size }}
      onError={() => setFailedSrc(src)}
    />
  ) : (
    <span
      role="img"
      aria-label={name}
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white ring-2 ring-white ${className}`}
      style={{ width: size, height: size, fontSize: size / 2.6 }}
    >
      {initials}
    </span>
  );
}
