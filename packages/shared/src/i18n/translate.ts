import { BN } from './bn/index';
import type { Area, Text, Texts } from './catalogue';
import * as EN from './en/index';
import type { Lang } from './lang';

/** One text of an area in a language (server side: both catalogues are loaded). */
export function translate<T extends Texts, K extends keyof T & string>(
  area: Area<string, T>,
  lang: Lang,
  key: K,
  ...args: T[K] extends (...a: infer A) => string ? A : []
): string {
  const text: Text | undefined =
    lang === 'bn' ? (BN as unknown as Record<string, Texts>)[area.id]?.[key] : area.en[key];
  const chosen = text ?? area.en[key];
  return typeof chosen === 'function' ? chosen(...args) : chosen;
}

interface Pattern {
  regex: RegExp;
  area: string;
  key: string;
}

const MARK = '\u0001';
const MESSAGE_AREAS = [EN.msg, EN.eventMsg, EN.ideaMsg] as Area[];
let exact: Map<string, { area: string; key: string }> | undefined;
let patterns: Pattern[] | undefined;

/**
 * The English messages as a lookup: plain texts by their text, texts with parameters as patterns made by
 * calling them with markers ('Event not found' ← notFound('\u00010\u0001')). Built on first use.
 */
function index() {
  if (exact && patterns) return { exact, patterns };
  exact = new Map();
  patterns = [];
  for (const { id, en } of MESSAGE_AREAS) {
    for (const [key, text] of Object.entries(en)) {
      if (typeof text === 'string') {
        if (!exact.has(text)) exact.set(text, { area: id, key });
        continue;
      }
      const marks = Array.from({ length: Math.max(text.length, 1) }, (_, i) => `${MARK}${i}${MARK}`);
      const sample = text(...marks);
      if (!sample.includes(MARK)) continue;
      const source = sample
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        .replace(new RegExp(`${MARK}(\\d+)${MARK}`, 'g'), (_, i) => `(?<p${i}>.+?)`)
        // chooseFromList picks 'a' or 'an' by its word: accept both.
        .replace(/ a \(\?<p/g, ' an? (?<p');
      patterns.push({ regex: new RegExp(`^${source}$`, 's'), area: id, key });
    }
  }
  // Longer templates first: 'Event Update Failed: {msg}' before '{what} not found'.
  patterns.sort((a, b) => b.regex.source.length - a.regex.source.length);
  return { exact, patterns };
}

/**
 * An English message of messages*.ts in the language (decision 030): the server's errors are written in
 * English at their source and rendered in the caller's language here. A text the catalogue does not know
 * (a database detail, a library's wording) stays as it is.
 */
export function localizeMessage(message: string, lang: Lang): string {
  if (lang === 'en' || !message) return message;
  const { exact, patterns } = index();
  const bn = BN as unknown as Record<string, Record<string, Text>>;
  const hit = exact.get(message);
  if (hit) return bn[hit.area][hit.key] as string;
  for (const { regex, area, key } of patterns) {
    const match = regex.exec(message);
    if (!match?.groups) continue;
    const args = Object.keys(match.groups)
      .sort()
      .map((name) => {
        const value = match.groups?.[name] ?? '';
        return /^\d+$/.test(value) ? Number(value) : value;
      });
    const text = bn[area][key];
    return typeof text === 'function' ? text(...args) : text;
  }
  // 'Route not found: GET /x' and similar: a known text followed by a detail.
  const colon = message.indexOf(': ');
  if (colon > 0) {
    const head = exact.get(message.slice(0, colon));
    if (head) return `${bn[head.area][head.key] as string}${message.slice(colon)}`;
  }
  return message;
}
