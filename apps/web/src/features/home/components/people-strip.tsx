import { Avatar } from '../../../components/ui/avatar';
import { columnsWithoutOrphan, LG_COLS, MD_COLS } from '../grid-columns';
import type { PublicMember } from '../home-slice';
import { SectionEmpty } from './section';

/** A swipeable row of members: picture, name and what they do. */
export function PeopleStrip({ people, empty, label }: { people: PublicMember[]; empty: string; label: string }) {
  if (people.length === 0) return <SectionEmpty>{empty}</SectionEmpty>;
  return (
    <ul
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the row scrolls on phones and holds no links, so keyboard users need to reach it (WCAG 2.1.1)
      tabIndex={0}
      aria-label={label}
      className={`-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:overflow-visible md:px-0 ${MD_COLS[columnsWithoutOrphan(people.length, [4, 3, 5])]} ${LG_COLS[columnsWithoutOrphan(people.length, [5, 4, 6])]}`}
    >
      {people.map((person) => {
        const role = [person.designation, person.team].filter(Boolean).join(' · ');
        return (
          <li
            key={person.id}
            className="flex w-36 shrink-0 snap-start flex-col items-center gap-2 rounded-2xl bg-white p-3 text-center shadow-sm ring-1 ring-slate-200 md:w-auto"
          >
            <Avatar src={person.profilePic} name={person.fullName} size={64} />
            <span className="line-clamp-2 text-sm font-bold leading-snug text-slate-900">{person.fullName}</span>
            {role ? <span className="line-clamp-2 text-xs text-slate-600">{role}</span> : null}
            {person.department ? (
              <span className="line-clamp-1 text-[11px] text-slate-500">{person.department}</span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
