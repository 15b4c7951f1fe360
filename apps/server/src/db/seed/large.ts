/**
 * `npm run seed:large`: the benchmark dataset (architecture §8) — 20k users, 50k listings, 150k offers,
 * 10k library items, 5k events — on PGlite in DATA_DIR, or on PostgreSQL when DATABASE_URL is set.
 *
 * Runs the normal demo seed first on an empty database (categories, directory, demo accounts), then adds
 * the bulk in ONE transaction with batched multi-row inserts, so a killed run leaves the database as it was.
 * A database that already holds the large dataset is left alone. SEED_SCALE=0.1 makes a smaller one.
 * SEED_LEADERBOARD_MEMBERS=200000 (the leaderboard bench) then grows the all-time board to that many ranked members.
 * The data is deterministic (seeded PRNG) so two runs on two machines compare like with like.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type {
  EventType,
  LibraryStatus,
  ListingStatus,
  ListingType,
  OfferStatus,
  OfferType,
  Role,
  UserStatus,
} from '@campus/shared/enums';
import { adminSessions } from '@campus/shared/sessions';
import { count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { loadConfig } from '../../config';
import { createDb, type Db, type Tx } from '../client';
import {
  departments,
  designations,
  events,
  institutions,
  libraryCategories,
  libraryItems,
  marketplaceCategories,
  marketplaceItems,
  marketplaceOffers,
  taskAssignees,
  taskHistory,
  tasks,
  teams,
  users,
} from '../schema/index';
import { seedDemoIfEmpty } from './demo';
import { createDemoImages } from './images';
import { growLeaderboard, seedLargePoints } from './large-points';
import { FIRST_NAMES, LAST_NAMES } from './people';
import { buildLargeTasks } from './tasks';

export const LARGE_TARGETS = {
  users: 20_000,
  listings: 50_000,
  offers: 150_000,
  library: 10_000,
  events: 5_000,
  // tasks
  tasks: 10_000,
};

const DAY = 86_400_000;

/** mulberry32: small, fast and deterministic. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
    /** Picks by weight: [[value, weight], ...]. */
    weighted<T>(table: readonly (readonly [T, number])[]): T {
      const total = table.reduce((s, [, w]) => s + w, 0);
      let r = next() * total;
      for (const [v, w] of table) {
        r -= w;
        if (r <= 0) return v;
      }
      return table[table.length - 1][0];
    },
    /** Skewed towards the start of the list (a few very active people, a long tail). */
    skewed: <T>(list: readonly T[], power = 2): T => list[Math.floor(next() ** power * list.length)],
    /** A past instant within `days`, denser near now (activity grows over time). */
    recent: (days: number, now: number) => new Date(now - next() ** 1.6 * days * DAY - Math.floor(next() * DAY)),
  };
}

/** Rows per INSERT: stays under PostgreSQL's 65 535 bind parameters whatever the column count. */
async function insertBatched<T extends Record<string, unknown>, R = unknown>(
  db: Db | Tx,
  table: PgTable,
  rows: T[],
  returning?: (batch: T[]) => Promise<R[]>,
): Promise<R[]> {
  if (rows.length === 0) return [];
  const columns = Math.max(...rows.slice(0, 50).map((r) => Object.keys(r).length));
  const size = Math.max(1, Math.floor(60_000 / columns));
  const out: R[] = [];
  for (let i = 0; i < rows.length; i += size) {
    const batch = rows.slice(i, i + size);
    if (returning) out.push(...(await returning(batch)));
    else await db.insert(table).values(batch as never);
  }
  return out;
}

/** The demo members' names plus more, for variety across 20,000 users. */
const FIRST = [
  ...FIRST_NAMES,
  'Nusrat',
  'Rafiq',
  'Tanjila',
  'Sabbir',
  'Farzana',
  'Kamrul',
  'Mim',
  'Hasib',
  'Puja',
  'Joy',
  'Riya',
  'Nayeem',
  'Sanjida',
  'Tahsin',
  'Bristy',
  'Fahim',
];
const LAST = [...LAST_NAMES, 'Das', 'Roy', 'Paul', 'Karim'];

const SUBJECTS = [
  'Agronomy',
  'Soil Science',
  'Horticulture',
  'Fisheries',
  'Veterinary Anatomy',
  'Animal Nutrition',
  'Agricultural Economics',
  'Statistics',
  'Biochemistry',
  'Microbiology',
  'Genetics',
  'Plant Pathology',
  'Entomology',
  'Food Technology',
  'Farm Machinery',
  'Irrigation',
  'Aquaculture',
  'Poultry Science',
  'Dairy Science',
  'Organic Chemistry',
  'Physics',
  'Calculus',
  'Remote Sensing',
  'Rural Sociology',
  'Crop Botany',
  'Environmental Science',
  'Marketing',
  'Accounting',
  'English Grammar',
  'Computer Programming',
];
const THINGS: [string, ListingType][] = [
  ['textbook', 'SALE'],
  ['handwritten notes', 'BOTH'],
  ['question bank', 'SALE'],
  ['lab coat', 'SALE'],
  ['dissection kit', 'BOTH'],
  ['scientific calculator', 'BOTH'],
  ['drawing set', 'EXCHANGE'],
  ['table fan', 'SALE'],
  ['rice cooker', 'SALE'],
  ['study lamp', 'BOTH'],
  ['bicycle', 'SALE'],
  ['mattress', 'SALE'],
  ['guide book', 'EXCHANGE'],
  ['lecture slides (printed)', 'EXCHANGE'],
  ['microscope slides', 'BOTH'],
  ['headphones', 'SALE'],
];
const CONDITIONS = ['like new', 'lightly used', 'used for one semester', 'a bit worn', 'well kept'];
const PLACES = [
  'TSC cafeteria',
  'Library gate',
  'Zero point bus stand',
  'Shahjalal Hall',
  'Begum Rokeya Hall',
  'Faculty building, ground floor',
  'K. R. Market',
  'Central mosque gate',
  'Botanical garden entrance',
];
const LIB_KINDS = [
  'Final Exam Questions',
  'Midterm Collection',
  'Lecture Notes',
  'Lab Manual',
  'MCQ Bank',
  'Model Test',
  'Summary Sheets',
  'Handbook',
  'Viva Questions',
  'Practical Guide',
  'Review Paper',
  'Thesis Proposal',
];
const EVENT_WORDS = [
  'Seminar',
  'Workshop',
  'Career Talk',
  'Hackathon',
  'Debate',
  'Blood Donation Camp',
  'Tree Plantation',
  'Orientation',
  'Cultural Night',
  'Football Match',
  'Research Day',
  'Alumni Meetup',
  'Book Fair',
  'Podcast',
];

/** How many rows of each kind the database already has. */
async function counts(db: Db) {
  const n = async (table: PgTable) => Number((await db.select({ n: count() }).from(table))[0].n);
  return {
    users: await n(users),
    listings: await n(marketplaceItems),
    offers: await n(marketplaceOffers),
    library: await n(libraryItems),
    events: await n(events),
    tasks: await n(tasks),
  };
}

export interface LargeSeedOptions {
  /** 1 = the §8 dataset; tests use a fraction. */
  scale?: number;
  dataDir: string;
  log?: (line: string) => void;
}

/** Adds the bulk on top of whatever is there (demo data included). Returns the final row counts. */
export async function seedLarge(db: Db, options: LargeSeedOptions) {
  const log = options.log ?? (() => undefined);
  const scale = options.scale ?? 1;
  const target = Object.fromEntries(
    Object.entries(LARGE_TARGETS).map(([k, v]) => [k, Math.round(v * scale)]),
  ) as typeof LARGE_TARGETS;
  const before = await counts(db);
  if (before.users >= target.users && before.listings >= target.listings && before.tasks >= target.tasks) {
    log(`already large: ${JSON.stringify(before)}`);
    return before;
  }
  const rng = prng(20261122);
  const now = Date.now();
  const images = createDemoImages(options.dataDir);
  const covers = SUBJECTS.slice(0, 12).map((s, i) => images.picture(s, 800, 600, i % 2 ? 'Campus Market' : ''));
  const pages = SUBJECTS.slice(12, 24).map((s) => images.picture(s, 600, 800, 'E-Library'));
  const eventCovers = EVENT_WORDS.map((w) => images.picture(w, 800, 600, 'Campus Community'));
  const avatars = FIRST.slice(0, 16).map((f) => images.avatar(`${f} ${LAST[f.length % LAST.length]}`));

  const [insts, depts, desigs, teamRows, mCats, lCats] = await Promise.all([
    db.select({ id: institutions.id, type: institutions.type }).from(institutions),
    db.select({ id: departments.id, type: departments.type }).from(departments),
    db.select({ id: designations.id }).from(designations),
    db.select({ id: teams.id }).from(teams),
    db.select({ id: marketplaceCategories.id }).from(marketplaceCategories),
    db.select({ id: libraryCategories.id }).from(libraryCategories),
  ]);
  if (mCats.length === 0 || lCats.length === 0 || insts.length === 0) {
    throw new Error(
      'The demo seed left no categories or institutions: run the server once (SEED_DEMO) or seed an empty database.',
    );
  }
  const started = Date.now();
  const took = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

  await db.transaction(async (tx) => {
    // Users
    const newUsers = Math.max(0, target.users - before.users);
    const userRows = Array.from({ length: newUsers }, (_, i) => {
      const first = rng.pick(FIRST);
      const last = rng.pick(LAST);
      const role = rng.weighted<Role>([
        ['MEMBER', 880],
        ['CITIZEN', 60],
        ['TEAM_HEAD', 20],
        ['MENTOR', 15],
        ['TOP_TEN', 10],
        ['DEVELOPER', 5],
        ['BUS', 2],
        ['PRAYER', 2],
        ['ADMIN', 1],
      ]);
      const status = rng.weighted<UserStatus>([
        ['ACTIVE', 82],
        ['PENDING', 10],
        ['RESIGNED', 5],
        ['REJECTED', 3],
      ]);
      const inst = rng.skewed(insts, 1.5);
      const dept = depts.filter((d) => d.type === inst.type);
      const createdAt = rng.recent(4 * 365, now);
      return {
        fullName: `${first} ${last}`,
        email: `${first}.${last}.${i + 1}@large.campus.test`.toLowerCase(),
        contactNo: `01${rng.pick(['3', '4', '5', '6', '7', '8', '9'])}${String(rng.int(10_000_000, 99_999_999))}`,
        role,
        status,
        studyAt: inst.type,
        instituteId: inst.id,
        departmentId: dept.length ? rng.pick(dept).id : null,
        designationId: desigs.length && rng.next() < 0.3 ? rng.pick(desigs).id : null,
        teamId: teamRows.length && rng.next() < 0.2 ? rng.pick(teamRows).id : null,
        session: rng.pick(adminSessions()),
        profilePic: rng.next() < 0.7 ? rng.pick(avatars) : null,
        link: rng.next() < 0.15 ? 'https://www.linkedin.com/' : null,
        createdAt,
        updatedAt: new Date(createdAt.getTime() + rng.int(0, 90) * DAY),
      };
    });
    await insertBatched(tx, users, userRows);
    const people = await tx
      .select({
        id: users.id,
        fullName: users.fullName,
        profilePic: users.profilePic,
        status: users.status,
        role: users.role,
      })
      .from(users);
    // Shuffled so the busiest sellers and buyers are ordinary members, not the demo accounts.
    const active = people.filter((p) => p.status === 'ACTIVE');
    for (let i = active.length - 1; i > 0; i--) {
      const j = rng.int(0, i);
      [active[i], active[j]] = [active[j], active[i]];
    }
    log(`users: +${newUsers} (${people.length} in all) · ${took()}`);

    // Listings: a few power sellers, most people sell once or twice.
    const pendingSellers = new Set(
      (
        await tx
          .select({ id: marketplaceItems.sellerId })
          .from(marketplaceItems)
          .where(eq(marketplaceItems.status, 'PENDING'))
      ).map((r) => r.id),
    );
    const newListings = Math.max(0, target.listings - before.listings);
    const listingRows = Array.from({ length: newListings }, () => {
      const seller = rng.skewed(active, 2.2);
      const subject = rng.pick(SUBJECTS);
      const [thing, baseType] = rng.pick(THINGS);
      const type: ListingType = rng.next() < 0.7 ? baseType : rng.pick(['SALE', 'EXCHANGE', 'BOTH'] as const);
      let status = rng.weighted<ListingStatus>([
        ['AVAILABLE', 62],
        ['SOLD', 18],
        ['RESERVED', 10],
        ['PENDING', 5],
        ['REJECTED', 5],
      ]);
      // One pending listing per seller at a time (product §4).
      if (status === 'PENDING') {
        if (pendingSellers.has(seller.id)) status = 'AVAILABLE';
        else pendingSellers.add(seller.id);
      }
      const price = type === 'EXCHANGE' ? null : Math.round(Math.exp(rng.next() * 6 + 4)); // ৳55 … ৳22 000
      const createdAt = rng.recent(2 * 365, now);
      return {
        title: `${subject} ${thing}`,
        description: `${subject} ${thing}, ${rng.pick(CONDITIONS)}. Pick up at ${rng.pick(PLACES)}. Message me for more pictures.`,
        coverPic: rng.pick(covers),
        type,
        price,
        exchangeFor: type === 'SALE' ? null : `${rng.pick(SUBJECTS)} ${rng.pick(THINGS)[0]} or similar`,
        status,
        sellerId: seller.id,
        categoryId: rng.pick(mCats).id,
        createdAt,
        updatedAt: new Date(Math.min(now, createdAt.getTime() + rng.int(0, 20) * DAY)),
      };
    });
    const listingIds = await insertBatched(tx, marketplaceItems, listingRows, (batch) =>
      tx.insert(marketplaceItems).values(batch).returning({ id: marketplaceItems.id }),
    );
    log(`listings: +${newListings} · ${took()}`);

    // Offers: exponential count per visible listing, adjusted to hit the target exactly.
    const eligible = listingRows
      .map((row, i) => ({ row, id: listingIds[i].id }))
      .filter(({ row }) => row.status === 'AVAILABLE' || row.status === 'RESERVED' || row.status === 'SOLD');
    const newOffers = Math.max(0, target.offers - before.offers);
    const mean = eligible.length ? newOffers / eligible.length : 0;
    const perItem = eligible.map(({ row }) => {
      const min = row.status === 'AVAILABLE' ? 0 : 1;
      return Math.max(min, Math.min(60, Math.round(-Math.log(1 - rng.next()) * mean)));
    });
    let sum = perItem.reduce((a, b) => a + b, 0);
    while (eligible.length && sum < newOffers) {
      const i = rng.int(0, perItem.length - 1);
      if (perItem[i] < 60) {
        perItem[i]++;
        sum++;
      }
    }
    while (eligible.length && sum > newOffers) {
      const i = rng.int(0, perItem.length - 1);
      const min = eligible[i].row.status === 'AVAILABLE' ? 0 : 1;
      if (perItem[i] > min) {
        perItem[i]--;
        sum--;
      }
    }
    const offerRows: (typeof marketplaceOffers.$inferInsert)[] = [];
    eligible.forEach(({ row, id }, i) => {
      const buyers = new Set<number>([row.sellerId]);
      const accepted = row.status === 'AVAILABLE' ? -1 : rng.int(0, perItem[i] - 1);
      for (let k = 0; k < perItem[i]; k++) {
        let buyer = rng.skewed(active, 1.4);
        for (let tries = 0; buyers.has(buyer.id) && tries < 20; tries++) buyer = rng.pick(active);
        if (buyers.has(buyer.id)) continue;
        buyers.add(buyer.id);
        const type: OfferType =
          row.type === 'SALE' ? 'BUY' : row.type === 'EXCHANGE' ? 'EXCHANGE' : rng.pick(['BUY', 'EXCHANGE'] as const);
        const status: OfferStatus = k === accepted ? 'ACCEPTED' : row.status === 'AVAILABLE' ? 'PENDING' : 'REJECTED';
        const createdAt = new Date(row.createdAt.getTime() + rng.next() * Math.max(DAY, now - row.createdAt.getTime()));
        offerRows.push({
          marketplaceId: id,
          buyerId: buyer.id,
          type,
          offerPrice: type === 'BUY' ? Math.max(10, Math.round((row.price ?? 500) * (0.6 + rng.next() * 0.4))) : null,
          offerItemTitle: type === 'EXCHANGE' ? `${rng.pick(SUBJECTS)} ${rng.pick(THINGS)[0]}` : null,
          offerItemDescription:
            type === 'BUY'
              ? `${rng.pick(PLACES)}, after ${rng.int(9, 17)}:00`
              : `${rng.pick(CONDITIONS)}, can add some cash`,
          offerItemImage: type === 'EXCHANGE' ? rng.pick(covers) : null,
          buyerName: buyer.fullName,
          buyerProfilePic: buyer.profilePic,
          status,
          createdAt,
          updatedAt: createdAt,
        });
      }
    });
    await insertBatched(tx, marketplaceOffers, offerRows);
    log(`offers: +${offerRows.length} · ${took()}`);

    // E-Library
    const newLibrary = Math.max(0, target.library - before.library);
    const libraryRows = Array.from({ length: newLibrary }, () => {
      const createdAt = rng.recent(3 * 365, now);
      return {
        title: `${rng.pick(SUBJECTS)} ${rng.pick(LIB_KINDS)} ${rng.int(2012, 2026)}`,
        categoryId: rng.pick(lCats).id,
        externalLink: rng.next() < 0.7 ? `https://drive.example.org/file/${rng.int(100000, 999999)}` : null,
        status: rng.weighted<LibraryStatus>([
          ['APPROVED', 85],
          ['PENDING', 10],
          ['REJECTED', 5],
        ]),
        images: Array.from({ length: rng.int(1, 4) }, () => rng.pick(pages)),
        authorId: rng.skewed(active, 2).id,
        createdAt,
        updatedAt: createdAt,
      };
    });
    await insertBatched(tx, libraryItems, libraryRows);
    log(`library items: +${newLibrary} · ${took()}`);

    // Events: posted by the people who run the society.
    const hosts = people.filter(
      (p) => ['ADMIN', 'MENTOR', 'TEAM_HEAD', 'DEVELOPER'].includes(p.role) && p.status === 'ACTIVE',
    );
    const newEvents = Math.max(0, target.events - before.events);
    const eventRows = Array.from({ length: newEvents }, () => {
      const type = rng.weighted<EventType>([
        ['EVENT', 35],
        ['ARTICLE', 30],
        ['CAMPUS', 25],
        ['PODCAST', 10],
      ]);
      const word = rng.pick(EVENT_WORDS);
      const subject = rng.pick(SUBJECTS);
      const createdAt = rng.recent(5 * 365, now);
      const start = new Date(createdAt.getTime() + rng.int(1, 40) * DAY + rng.int(8, 18) * 3_600_000);
      return {
        type,
        title: `${subject} ${word}`,
        coverPic: rng.pick(eventCovers),
        subtitle: `${word} on ${subject.toLowerCase()} for every student`,
        description: `Join us for a ${word.toLowerCase()} on ${subject}. Seats are limited, so register early.\n\nDetails: https://campus.example.org/events/${rng.int(1000, 9999)}`,
        startTime: start,
        endTime: new Date(start.getTime() + rng.int(1, 8) * 3_600_000),
        isCancel: rng.next() < 0.04,
        isTopBanner: rng.next() < 0.01,
        hostId: rng.pick(hosts.length ? hosts : active).id,
        rsvpEnabled: type === 'EVENT',
        guests: Array.from(
          {
            length: rng.weighted([
              [0, 5],
              [1, 3],
              [2, 2],
              [3, 1],
            ]),
          },
          () => ({
            name: `${rng.pick(FIRST)} ${rng.pick(LAST)}`,
            description: rng.pick(['Professor', 'Alumnus', 'Researcher', 'Entrepreneur']),
          }),
        ),
        createdAt,
        updatedAt: createdAt,
      };
    });
    await insertBatched(tx, events, eventRows);
    log(`events: +${newEvents} · ${took()}`);

    // Tasks: each team's head hands out jobs to the team's members (the list routes are measured on these).
    const newTasks = Math.max(0, target.tasks - before.tasks);
    const { taskRows, assign } = await buildLargeTasks(tx, newTasks, rng, now);
    const taskIds = await insertBatched(tx, tasks, taskRows, (batch) =>
      tx.insert(tasks).values(batch).returning({ id: tasks.id }),
    );
    await insertBatched(
      tx,
      taskAssignees,
      taskIds.flatMap(({ id }, i) => assign(i).map((userId) => ({ taskId: id, userId }))),
    );
    await insertBatched(
      tx,
      taskHistory,
      taskIds.map(({ id }, i) => ({
        taskId: id,
        actorId: taskRows[i].createdById,
        field: 'created',
        toValue: taskRows[i].title,
        createdAt: taskRows[i].createdAt,
      })),
    );
    log(`tasks: +${taskIds.length} · ${took()}`);
    await seedLargePoints(tx, { rng, now, log }); // leaderboard (issue 21)
  });

  // Fresh statistics so the planner sees the real table sizes at once, and a visibility map so counts can
  // use index-only scans (PGlite runs no autovacuum).
  await db.execute(sql`vacuum (analyze)`);
  const after = await counts(db);
  log(`done in ${took()}: ${JSON.stringify(after)}`);
  return after;
}

async function main() {
  const config = loadConfig();
  const scale = Number(process.env.SEED_SCALE ?? '1');
  if (!(scale > 0 && scale <= 10)) throw new Error('SEED_SCALE must be a number in (0, 10]');
  const handle = await createDb({ databaseUrl: config.databaseUrl, pgliteDir: config.dataDir });
  try {
    await handle.migrate();
    const where = handle.driver === 'pg' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
    console.log(`seed:large on ${where}, scale ${scale}`);
    if (await seedDemoIfEmpty(handle.db, config)) console.log('demo data seeded first (the database was empty)');
    await seedLarge(handle.db, { scale, dataDir: config.dataDir, log: (l) => console.log(`  ${l}`) });
    const boardMembers = Number(process.env.SEED_LEADERBOARD_MEMBERS ?? 0);
    if (boardMembers > 0) {
      // Bench only (decision 027): the leaderboard ranked at the size product § asks for.
      const log = (l: string) => console.log(`  ${l}`);
      await handle.db.transaction((tx) => growLeaderboard(tx, { members: boardMembers, now: Date.now(), log }));
      await handle.db.execute(sql`vacuum (analyze) users, points_ledger, points_totals, points_histogram`);
    }
  } finally {
    await handle.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((err) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    process.exit(1);
  });
}
