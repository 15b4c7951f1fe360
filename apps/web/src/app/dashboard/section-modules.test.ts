import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DASHBOARD_SECTIONS } from '@campus/shared/permissions';
import { describe, expect, it } from 'vitest';
import { USER_SUBSECTIONS } from './dashboard-sections';
import { SECTION_MODULES } from './section-modules';

const source = readFileSync(path.join(import.meta.dirname, 'section-pages.tsx'), 'utf8');
/** The module file names section-pages.tsx imports its bodies from. */
const imported = new Set([...source.matchAll(/import\('([^']+)'\)/g)].map((m) => path.basename(m[1] ?? '')));

describe('SECTION_MODULES (the boot script loads the opened section with the entry, decision 043)', () => {
  it('names a module section-pages.tsx imports for every section with a body of its own', () => {
    for (const module of Object.values(SECTION_MODULES)) expect(imported).toContain(module);
    for (const module of imported) expect(Object.values(SECTION_MODULES)).toContain(module);
  });

  it('covers every section but the static one, and every User Management sub-section', () => {
    const keys = Object.keys(SECTION_MODULES);
    for (const section of DASHBOARD_SECTIONS) if (section.id !== 'library-soon') expect(keys).toContain(section.id);
    for (const sub of USER_SUBSECTIONS) if (sub.id) expect(keys).toContain(`users/${sub.id}`);
  });
});
