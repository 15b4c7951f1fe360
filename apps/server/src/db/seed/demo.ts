import { adminSessions } from '@campus/shared/sessions';
import { count } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../client';
import { departments, designations, institutions, registrationWindows, teams, users } from '../schema/index';
import { seedElibrary } from './elibrary';
import { seedEvents } from './events';
import { seedIdeasAndPoints } from './ideas';
import { createDemoImages, type DemoImages } from './images';
import { seedMarketplace } from './marketplace';
import { DEMO_ACCOUNTS, demoContactNo, demoMembers } from './people';
import { seedSchedules } from './schedules';
import { seedTasks } from './tasks';

export interface SeedContext {
  db: Db;
  images: DemoImages;
  /** User ids by demo email, and every seeded user id. */
  userIds: Map<string, number>;
  allUserIds: number[];
}

const UNIVERSITY_DEPARTMENTS = [
  'Computer Science and Mathematics',
  'Agricultural Economics',
  'Veterinary Science',
  'Animal Husbandry',
  'Fisheries',
  'Agricultural Engineering',
  'Food Technology and Rural Industries',
  'Agronomy',
  'Soil Science',
  'Horticulture',
];
const COLLEGE_DEPARTMENTS = ['Science', 'Humanities', 'Business Studies'];

/** Seeds a believable society on first start (empty users table) so a newcomer sees a living app. */
export async function seedDemoIfEmpty(db: Db, config: Config): Promise<boolean> {
  const [{ total }] = await db.select({ total: count() }).from(users);
  if (total > 0) return false;
  const images = createDemoImages(config.dataDir);

  const insts = await db
    .insert(institutions)
    .values([
      { name: 'Bangladesh Agricultural University', type: 'UNIVERSITY' },
      { name: 'University of Dhaka', type: 'UNIVERSITY' },
      { name: 'Jatiya Kabi Kazi Nazrul Islam University', type: 'UNIVERSITY' },
      { name: 'Ananda Mohan College', type: 'COLLEGE' },
      { name: 'Mymensingh Girls Cadet College', type: 'COLLEGE' },
    ])
    .returning();
  const depts = await db
    .insert(departments)
    .values([
      ...UNIVERSITY_DEPARTMENTS.map((name) => ({ name, type: 'UNIVERSITY' as const })),
      ...COLLEGE_DEPARTMENTS.map((name) => ({ name, type: 'COLLEGE' as const })),
    ])
    .returning();
  const desigs = await db
    .insert(designations)
    .values(
      ['President', 'General Secretary', 'Treasurer', 'Organizing Secretary', 'Executive Member', 'Volunteer'].map(
        (name) => ({ name }),
      ),
    )
    .returning();
  const teamRows = await db
    .insert(teams)
    .values(
      ['Tech Team', 'Event Management', 'Media and Design', 'Research Wing', 'Welfare Team'].map((name) => ({
        name,
        coverPic: images.picture(name, 800, 400, 'Campus Community'),
      })),
    )
    .returning();

  const uni = insts[0];
  const uniDepts = depts.filter((d) => d.type === 'UNIVERSITY');
  const people = [...DEMO_ACCOUNTS, ...demoMembers(48)];
  const sessions = adminSessions();
  const inserted = await db
    .insert(users)
    .values(
      people.map((p, i) => ({
        fullName: p.fullName,
        email: p.email,
        contactNo: demoContactNo(i),
        role: p.role,
        status: p.status,
        studyAt: 'UNIVERSITY' as const,
        instituteId: uni.id,
        departmentId: uniDepts[i % uniDepts.length].id,
        designationId: i < 6 ? desigs[i % desigs.length].id : desigs[4 + (i % 2)].id,
        teamId: teamRows[i % teamRows.length].id,
        session: sessions[i % sessions.length],
        profilePic: images.avatar(p.fullName),
        coverPic: images.picture(p.fullName, 800, 400),
        link: i % 4 === 0 ? 'https://www.linkedin.com/' : null,
        createdAt: new Date(Date.now() - (people.length - i) * 86_400_000),
      })),
    )
    .returning({ id: users.id, email: users.email });

  await db.insert(registrationWindows).values([
    {
      isOpen: true,
      openForId: uni.id,
      imageUrl: images.picture('Registration Open 2026', 500, 800, 'Join the society'),
      deadline: new Date(Date.now() + 30 * 86_400_000),
    },
  ]);

  const ctx: SeedContext = {
    db,
    images,
    userIds: new Map(inserted.map((u) => [u.email, u.id])),
    allUserIds: inserted.map((u) => u.id),
  };
  await seedEvents(ctx);
  await seedSchedules(ctx);
  await seedMarketplace(ctx);
  await seedElibrary(ctx);
  // tasks
  await seedTasks(ctx);
  await seedIdeasAndPoints(ctx);
  return true;
}
