import path from 'node:path';
import { DASHBOARD_SECTIONS } from '@campus/shared/permissions';
import { describe, expect, it } from 'vitest';
import { USER_SUBSECTIONS } from './dashboard-sections';
import { SECTION_MODULES } from './section-modules';
import { SECTION_LOADERS } from './section-pages';

/** The modules the registry names (the build's config finds their chunks), and those section-pages.tsx loads. */
const registered = Object.values(SECTION_MODULES).filter((module) => module !== null);
const loaded = Object.keys(SECTION_LOADERS);

describe('SECTION_MODULES (the boot script loads the opened section with the entry, decision 043)', () => {
  it('names a module section-pages.tsx loads for every section with a body of its own, and no other', () => {
    for (const module of registered) expect(loaded).toContain(module);
    for (const module of loaded) expect(registered).toContain(module);
  });

  it('covers every section but the static one, and every User Management sub-section', () => {
    const keys = Object.keys(SECTION_MODULES);
    for (const section of DASHBOARD_SECTIONS) if (section.id !== 'library-soon') expect(keys).toContain(section.id);
    for (const sub of USER_SUBSECTIONS) if (sub.id) expect(keys).toContain(`users/${sub.id}`);
  });

  it('names each module by a file name of its own (the build finds its chunk by that name)', () => {
    const modules = [...new Set(registered)];
    expect(new Set(modules.map((module) => path.basename(module))).size).toBe(modules.length);
  });
});
