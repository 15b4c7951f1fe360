import { describe, expect, it } from 'vitest';
import { ZCreateTaskRequest, ZTaskTableQuery, ZUpdateTaskRequest } from '../schemas/tasks';
import { BN } from './bn/index';
import type { Texts } from './catalogue';
import { createLocalizer, MESSAGE_AREAS } from './localize';

const localize = createLocalizer(BN);
const bnOf = (area: string, key: string) => (BN as unknown as Record<string, Texts>)[area][key];
/** Sample parameters: a known label, then numbers. */
const SAMPLE = ['Due date', 7, 9, 11];

describe('createLocalizer', () => {
  it('renders every task and validation message in Bangla, back from its English', () => {
    // Parameters are a label then numbers, as these areas take them; the other areas' templates stay in play.
    const areas = MESSAGE_AREAS.filter(({ id }) => id === 'taskMsg' || id === 'validationMsg');
    expect(areas).toHaveLength(2);
    const wrong = areas.flatMap(({ id, en }) =>
      Object.entries(en).flatMap(([key, text]) => {
        const args = typeof text === 'function' ? SAMPLE.slice(0, Math.max(text.length, 1)) : [];
        const english = typeof text === 'function' ? text(...args) : text;
        const bn = bnOf(id, key);
        const expected = typeof bn === 'function' ? bn(...args) : bn;
        const got = localize(english);
        return got === expected ? [] : [`${id}.${key}: ${english} → ${got} (expected ${expected})`];
      }),
    );
    expect(wrong).toEqual([]);
  });

  it('translates the label and writes the numbers in Bangla', () => {
    expect(localize('Due date must be a date between 1970 and 2100')).toBe(
      'শেষ সময় ১৯৭০ থেকে ২১০০ সালের মধ্যের একটি তারিখ হতে হবে',
    );
    expect(localize('Title must be at most 255 characters')).toBe('শিরোনাম সর্বোচ্চ ২৫৫ অক্ষরের হতে পারে');
    expect(localize('Points must be between -1000 and 1000')).toBe('পয়েন্ট -১০০০ থেকে ১০০০-এর মধ্যে হতে হবে');
    expect(localize('Status must be one of: TODO, IN_PROGRESS, DONE')).toBe(
      'অবস্থা এগুলোর একটি হতে হবে: TODO, IN_PROGRESS, DONE',
    );
  });

  it('writes a check-in time the server sent with Bengali digits and the Bangla day period', () => {
    expect(localize('Already checked in at 18:02')).toBe('৬:০২ অপরাহ্ন-এ আগেই চেক-ইন হয়েছে');
    expect(localize('Already checked in at 09:15')).toBe('৯:১৫ পূর্বাহ্ন-এ আগেই চেক-ইন হয়েছে');
    expect(localize('Already checked in at 00:30')).toBe('১২:৩০ পূর্বাহ্ন-এ আগেই চেক-ইন হয়েছে');
    expect(localize('Already checked in at 3:05 PM')).toBe('৩:০৫ অপরাহ্ন-এ আগেই চেক-ইন হয়েছে');
    expect(localize('Already checked in at 12:10 PM')).toBe('১২:১০ অপরাহ্ন-এ আগেই চেক-ইন হয়েছে');
  });

  it('answers in Bangla every message the task schemas give for bad input', () => {
    const bad = [
      ZCreateTaskRequest.safeParse({
        title: 5,
        teamId: 'x',
        description: 3,
        status: 'LATER',
        priority: 'URGENT',
        dueDate: 'soon',
        checklist: Array.from({ length: 51 }, () => ({ text: 'a' })),
        attachments: Array.from({ length: 11 }, () => 'javascript:alert(1)'),
        assigneeIds: 'me',
      }),
      ZUpdateTaskRequest.safeParse({ id: 1, title: 'x'.repeat(300), checklist: [{ text: '', done: 'yes' }, 4] }),
      ZUpdateTaskRequest.safeParse({ id: 1, checklist: 'all', attachments: 'none' }),
      ZTaskTableQuery.safeParse({ sortBy: 'colour', sortOrder: 'up', due: 'today', teamId: -1, page: 0, limit: 0 }),
    ];
    const messages = bad.flatMap((result) => result.error?.issues.map((issue) => issue.message) ?? []);
    expect(messages.length).toBeGreaterThan(15);
    expect(messages.filter((message) => localize(message) === message)).toEqual([]);
  });
});
