import { Fragment } from 'react';

/** Only these become links; everything else (javascript:, data:, HTML) stays plain text. */
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`]+/gi;
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/;
export const LINK_REL = 'noopener noreferrer nofollow ugc';

export type TextPart = { kind: 'text'; value: string } | { kind: 'link'; href: string; label: string };

/** Splits text into plain runs and http(s) links; a match that does not parse as an http(s) URL stays text. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    const label = match[0].replace(TRAILING_PUNCTUATION, '');
    let href: string | null = null;
    try {
      const url = new URL(label);
      if (url.protocol === 'http:' || url.protocol === 'https:') href = url.href;
    } catch {
      href = null;
    }
    if (!href) continue;
    if (start > last) parts.push({ kind: 'text', value: text.slice(last, start) });
    parts.push({ kind: 'link', href, label });
    last = start + label.length;
  }
  if (last < text.length) parts.push({ kind: 'text', value: text.slice(last) });
  return parts;
}

function Line({ text }: { text: string }) {
  return (
    <>
      {splitLinks(text).map((part, i) =>
        part.kind === 'link' ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: parts of one immutable string
            key={i}
            href={part.href}
            target="_blank"
            rel={LINK_REL}
            className="break-words font-medium text-brand-800 underline decoration-brand-600/40 underline-offset-2 hover:decoration-brand-700"
          >
            {part.label}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one immutable string
          <Fragment key={i}>{part.value}</Fragment>
        ),
      )}
    </>
  );
}

/** User-written text as paragraphs, with http(s) links clickable and nothing ever parsed as HTML. */
export function LinkifiedText({ text, className = '' }: { text: string; className?: string }) {
  const paragraphs = text.split(/\n{2,}/).filter((p) => p.trim());
  return (
    <div className={`space-y-4 ${className}`}>
      {paragraphs.map((paragraph, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one immutable string
        <p key={i} className="whitespace-pre-line">
          <Line text={paragraph} />
        </p>
      ))}
    </div>
  );
}
