import type { BnCatalogue } from './bn/index';
import type { Area, Text } from './catalogue';
import { eventMsg } from './en/event-msg';
import { ideaMsg } from './en/idea-msg';
import { msg } from './en/msg';
import { noticeMsg } from './en/notice-msg';
import { taskMsg } from './en/task-msg';
import { validationMsg } from './en/validation-msg';

interface Pattern {
  regex: RegExp;
  area: string;
  key: string;
}

const MARK = '\u0001';
/** The areas whose English the server sends: their texts are matched back to keys. */
export const MESSAGE_AREAS = [msg, eventMsg, ideaMsg, noticeMsg, taskMsg, validationMsg] as Area[];

/**
 * Renders an English message of messages*.ts in Bangla (decision 030): the server's errors and the shared
 * schemas' validation messages are written in English at their source. Plain texts are found by their text,
 * texts with parameters by a pattern made by calling them with markers ('Event not found' ← notFound(MARK0)).
 * A text the catalogue does not know (a database detail, a library's wording) stays as it is.
 */
export function createLocalizer(bn: BnCatalogue): (message: string) => string {
  const texts = bn as unknown as Record<string, Record<string, Text>>;
  const exact = new Map<string, { area: string; key: string }>();
  const patterns: Pattern[] = [];
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

  return (message) => {
    if (!message) return message;
    const hit = exact.get(message);
    if (hit) return texts[hit.area][hit.key] as string;
    for (const { regex, area, key } of patterns) {
      const match = regex.exec(message);
      if (!match?.groups) continue;
      const { groups } = match;
      const args = Object.keys(groups)
        .sort()
        .map((name) => (/^\d+$/.test(groups[name]) ? Number(groups[name]) : groups[name]));
      const text = texts[area][key];
      return typeof text === 'function' ? text(...args) : text;
    }
    // 'Route not found: GET /x' and similar: a known text followed by a detail.
    const colon = message.indexOf(': ');
    const head = colon > 0 ? exact.get(message.slice(0, colon)) : undefined;
    return head ? `${texts[head.area][head.key] as string}${message.slice(colon)}` : message;
  };
}
