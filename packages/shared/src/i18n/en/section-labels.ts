import { DASHBOARD_SECTIONS } from '../../permissions';
import { area } from '../catalogue';

type Section = (typeof DASHBOARD_SECTIONS)[number];

/**
 * Each dashboard section's label, by section id: the English of its `DASHBOARD_SECTIONS` entry (permissions.ts, where
 * a section is declared), so a new section needs no edit here, and its Bangla (bn/section-labels.ts, typed from this)
 * is a type error until it is written.
 */
export const sectionLabels = area(
  'sectionLabels',
  Object.fromEntries(DASHBOARD_SECTIONS.map((section) => [section.id, section.label])) as {
    readonly [S in Section as S['id']]: S['label'];
  },
);
