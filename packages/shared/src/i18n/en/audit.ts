import { area } from '../catalogue';

/** Activity (features/audit/admin): the keys its components use. Action and kind codes show as they are. */
export const audit = area('audit', {
  title: 'Activity',
  when: 'When',
  who: 'Who',
  action: 'Action',
  target: 'Target',
  changes: 'Changes',
  actorFilter: 'Actor (user id)',
  targetKind: 'Target kind',
  fromDay: 'From (day)',
  toDay: 'To (day)',
  noFieldChanged: 'No field changed.',
  field: 'Field',
  before: 'Before',
  after: 'After',
  searchPlaceholder: 'Search actor, target or action',
  empty: 'No admin activity matches these filters',
  byOn: (actor: string, role: string, when: string) => `${actor} (${role}) on ${when}`,
  fromIp: (ip: string) => ` from ${ip}`,
});
