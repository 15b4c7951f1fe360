import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB = path.resolve(import.meta.dirname, '..');

function components(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return components(full);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Issue 18: a disabled control keeps a readable label. Fading it with opacity drops a 4.5:1 label under 3:1 on
 * the colours it sits on, and axe skips disabled controls, so nothing else would catch it. Disabled states name
 * their colours instead (the shared Button: `disabled:bg-brand-100 disabled:text-brand-900`).
 */
describe('disabled controls', () => {
  it('never fade with opacity', () => {
    const faded = components(WEB).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          /(?:disabled|aria-disabled\S*):opacity-/.test(line) ? [`${path.relative(WEB, file)}:${i + 1}`] : [],
        ),
    );
    expect(faded).toEqual([]);
  });
});
