import type { ListingStatus, ListingType, OfferStatus } from '@campus/shared/enums';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { marketplaceCategories, marketplaceItems, marketplaceOffers, users } from '../schema/index';
import type { SeedContext } from './demo';

const CATEGORIES = [
  { name: 'Textbooks', subtitle: 'Course books, every semester' },
  { name: 'Calculators & Electronics', subtitle: 'Casio, chargers, gadgets' },
  { name: 'Lab Equipment', subtitle: 'Coats, dissection kits, goggles' },
  { name: 'Notes & Guides', subtitle: 'Lecture notes and question banks' },
  { name: 'Stationery', subtitle: 'Drawing sets, files, pens' },
  { name: 'Hostel Essentials', subtitle: 'Fans, mattresses, rice cookers' },
] as const;

type CategoryName = (typeof CATEGORIES)[number]['name'];

interface DemoListing {
  title: string;
  description: string;
  category: CategoryName;
  type: ListingType;
  price: number | null;
  exchangeFor: string | null;
  status: ListingStatus;
  /** Offers to add: BUY with a price, or EXCHANGE with an item title. */
  offers?: ({ type: 'BUY'; price: number; where: string } | { type: 'EXCHANGE'; title: string; detail: string })[];
}

/** Believable second-hand campus trade. Items with an accepted offer are RESERVED or SOLD. */
const LISTINGS: DemoListing[] = [
  {
    title: 'Principles of Agronomy by S. R. Reddy',
    description: 'Fifth edition. Highlighted in the first four chapters only, otherwise clean. Perfect for AGR 101.',
    category: 'Textbooks',
    type: 'SALE',
    price: 350,
    exchangeFor: null,
    status: 'AVAILABLE',
    offers: [
      { type: 'BUY', price: 300, where: 'TSC cafeteria, after 2 pm' },
      { type: 'BUY', price: 320, where: 'Library gate, any weekday morning' },
    ],
  },
  {
    title: 'Casio fx-991EX ClassWiz',
    description: 'Two years old, works perfectly, comes with the hard cover. Allowed in all faculty exams.',
    category: 'Calculators & Electronics',
    type: 'BOTH',
    price: 1800,
    exchangeFor: 'Casio fx-100MS plus some cash, or a graph paper pack bundle',
    status: 'AVAILABLE',
    offers: [
      { type: 'BUY', price: 1500, where: 'Shahjalal Hall, room 214' },
      {
        type: 'EXCHANGE',
        title: 'Casio fx-100MS',
        detail: 'Working fine, battery replaced last month. Can add 600 taka.',
      },
    ],
  },
  {
    title: 'White lab coat, size M (cotton)',
    description: 'Used for one semester of Veterinary Anatomy practicals. Washed and ironed, name tag removed.',
    category: 'Lab Equipment',
    type: 'SALE',
    price: 250,
    exchangeFor: null,
    status: 'AVAILABLE',
  },
  {
    title: 'Fundamentals of Soil Science by Henry Foth',
    description: 'Eighth edition, hard cover. A couple of dog-eared pages. Great for SS 201 and SS 305.',
    category: 'Textbooks',
    type: 'EXCHANGE',
    price: null,
    exchangeFor: 'Introductory Plant Physiology (any edition)',
    status: 'AVAILABLE',
    offers: [
      { type: 'EXCHANGE', title: 'Plant Physiology by Taiz & Zeiger', detail: 'Sixth edition, slightly worn spine.' },
    ],
  },
  {
    title: 'Handwritten notes: Agricultural Economics, Level 2',
    description: 'Complete semester notes, neatly written, with solved past questions from 2019 to 2024.',
    category: 'Notes & Guides',
    type: 'SALE',
    price: 120,
    exchangeFor: null,
    status: 'AVAILABLE',
    offers: [{ type: 'BUY', price: 100, where: 'Faculty of Agri. Economics, ground floor' }],
  },
  {
    title: 'Dissection kit (11 pieces, stainless)',
    description: 'Scalpel handles, forceps, scissors and probes in a zip case. One blade pack unused.',
    category: 'Lab Equipment',
    type: 'BOTH',
    price: 450,
    exchangeFor: 'A pair of safety goggles and a lab coat size L',
    status: 'AVAILABLE',
  },
  {
    title: 'Engineering drawing set with T-square',
    description: 'Rotring compass, set squares, French curves and a 90 cm T-square. All in good shape.',
    category: 'Stationery',
    type: 'SALE',
    price: 700,
    exchangeFor: null,
    status: 'AVAILABLE',
    offers: [
      { type: 'BUY', price: 550, where: 'Agri. Engineering building, lab 3' },
      { type: 'BUY', price: 650, where: 'K. R. Market, evenings' },
      { type: 'BUY', price: 600, where: 'Bus stand near the zero point' },
    ],
  },
  {
    title: 'Table fan (Walton 16 inch)',
    description: 'Moving out of the hall. Three speeds, a little noisy on the highest one.',
    category: 'Hostel Essentials',
    type: 'SALE',
    price: 900,
    exchangeFor: null,
    status: 'AVAILABLE',
  },
  {
    title: 'Biochemistry by Lehninger (7th ed.)',
    description: 'The international edition, paperback. No writing inside.',
    category: 'Textbooks',
    type: 'BOTH',
    price: 1100,
    exchangeFor: 'Molecular Biology of the Gene or Genetics by Strickberger',
    status: 'AVAILABLE',
    offers: [
      { type: 'EXCHANGE', title: 'Genetics by Strickberger', detail: 'Third edition, clean copy, cover a bit faded.' },
      { type: 'BUY', price: 950, where: 'Central library, reading room 2' },
    ],
  },
  {
    title: 'Fisheries question bank 2015–2024',
    description: 'Printed and spiral-bound, all final exam questions for Levels 1 to 4 with short answers.',
    category: 'Notes & Guides',
    type: 'EXCHANGE',
    price: null,
    exchangeFor: 'Aquaculture lecture slides (printed) or a good scientific calculator',
    status: 'AVAILABLE',
  },
  {
    title: 'Rice cooker 1.8 L (Miyako)',
    description: 'Works great, the inner pot has no scratches. Perfect for hall life.',
    category: 'Hostel Essentials',
    type: 'BOTH',
    price: 1200,
    exchangeFor: 'An electric kettle plus 500 taka',
    status: 'AVAILABLE',
    offers: [{ type: 'BUY', price: 1000, where: 'Begum Rokeya Hall gate' }],
  },
  {
    title: 'Digital multimeter DT-830D',
    description: 'With probes and a fresh 9 V battery. Good for the circuits lab.',
    category: 'Calculators & Electronics',
    type: 'SALE',
    price: 380,
    exchangeFor: null,
    status: 'AVAILABLE',
  },
  {
    title: 'Veterinary Anatomy by Dyce, Sack & Wensing',
    description: 'Fourth edition, hard cover, heavy but in great shape. A must for DVM Level 1.',
    category: 'Textbooks',
    type: 'SALE',
    price: 2200,
    exchangeFor: null,
    status: 'AVAILABLE',
  },
  {
    title: 'Geometry box and 12 colour pencils',
    description: 'Barely used. Faber-Castell pencils, a Deli geometry box.',
    category: 'Stationery',
    type: 'EXCHANGE',
    price: null,
    exchangeFor: 'A4 clip files or a stapler',
    status: 'AVAILABLE',
  },
  {
    title: 'Microbiology by Pelczar',
    description: 'Fifth edition, Indian print. Notes in pencil on a few pages, easy to erase.',
    category: 'Textbooks',
    type: 'BOTH',
    price: 600,
    exchangeFor: 'Principles of Genetics by Gardner',
    status: 'RESERVED',
    offers: [
      { type: 'BUY', price: 550, where: 'Science faculty canteen' },
      { type: 'EXCHANGE', title: 'Principles of Genetics by Gardner', detail: 'Eighth edition, clean.' },
    ],
  },
  {
    title: 'Casio fx-82MS',
    description: 'Basic scientific calculator, perfect for first-year maths.',
    category: 'Calculators & Electronics',
    type: 'SALE',
    price: 500,
    exchangeFor: null,
    status: 'RESERVED',
    offers: [
      { type: 'BUY', price: 450, where: 'Nazrul Islam Hall, block B' },
      { type: 'BUY', price: 480, where: 'Main gate, 5 pm' },
    ],
  },
  {
    title: 'Safety goggles (anti-fog)',
    description: 'Required for the chemistry lab. Like new, in the original box.',
    category: 'Lab Equipment',
    type: 'SALE',
    price: 180,
    exchangeFor: null,
    status: 'SOLD',
    offers: [{ type: 'BUY', price: 180, where: 'Chemistry lab corridor' }],
  },
  {
    title: 'Statistics for Agricultural Research (Gomez & Gomez)',
    description: 'The classic on experimental design. Second edition.',
    category: 'Textbooks',
    type: 'EXCHANGE',
    price: null,
    exchangeFor: 'Any good book on R programming',
    status: 'SOLD',
    offers: [{ type: 'EXCHANGE', title: 'R for Data Science (printed)', detail: 'Bound printout, 500 pages, clean.' }],
  },
  {
    title: 'Mattress, single (foam, 4 inch)',
    description: 'One year old, with a washable cover. Pick-up from Ashraful Haque Hall.',
    category: 'Hostel Essentials',
    type: 'SALE',
    price: 1500,
    exchangeFor: null,
    status: 'SOLD',
    offers: [
      { type: 'BUY', price: 1300, where: 'Ashraful Haque Hall, room 108' },
      { type: 'BUY', price: 1400, where: 'Hall gate, Friday morning' },
    ],
  },
  {
    title: 'Horticulture lab manual with filled records',
    description: 'All practical records completed and signed last year.',
    category: 'Notes & Guides',
    type: 'SALE',
    price: 80,
    exchangeFor: null,
    status: 'REJECTED',
  },
  {
    title: 'Unused pressure cooker',
    description: 'Gift I never used. 3 litres.',
    category: 'Hostel Essentials',
    type: 'SALE',
    price: 1600,
    exchangeFor: null,
    status: 'REJECTED',
  },
  {
    title: 'Organic Chemistry by Morrison & Boyd',
    description: 'Seventh edition, a few pencil marks, no torn pages.',
    category: 'Textbooks',
    type: 'BOTH',
    price: 450,
    exchangeFor: 'Physical Chemistry by Atkins',
    status: 'PENDING',
  },
  {
    title: 'Scientific calculator Casio fx-570ES Plus',
    description: 'Works well, slight scratch on the display cover.',
    category: 'Calculators & Electronics',
    type: 'SALE',
    price: 950,
    exchangeFor: null,
    status: 'PENDING',
  },
  {
    title: 'A3 drawing board with clips',
    description: 'Light wooden board for Agri. Engineering drawing classes.',
    category: 'Stationery',
    type: 'EXCHANGE',
    price: null,
    exchangeFor: 'A set of technical pens',
    status: 'PENDING',
  },
  {
    title: 'Food Microbiology by Frazier',
    description: 'Fourth edition. Some yellowing but fully readable.',
    category: 'Textbooks',
    type: 'SALE',
    price: 400,
    exchangeFor: null,
    status: 'AVAILABLE',
    offers: [{ type: 'BUY', price: 350, where: 'FTRI building entrance' }],
  },
  {
    title: 'Power bank 10000 mAh (Xiaomi)',
    description: 'Holds charge well, comes with a USB-C cable.',
    category: 'Calculators & Electronics',
    type: 'BOTH',
    price: 900,
    exchangeFor: 'Wired earphones plus a phone stand',
    status: 'AVAILABLE',
  },
  {
    title: 'Animal Nutrition by McDonald',
    description: 'Seventh edition. Ideal for Animal Husbandry students.',
    category: 'Textbooks',
    type: 'EXCHANGE',
    price: null,
    exchangeFor: 'Poultry Science by Jull or any Dairy Science book',
    status: 'AVAILABLE',
    offers: [
      { type: 'EXCHANGE', title: 'Dairy Science and Technology', detail: 'Second edition by Walstra, good shape.' },
      { type: 'EXCHANGE', title: 'Poultry Production by Jull', detail: 'Old print but complete.' },
    ],
  },
  {
    title: 'Mosquito net (double bed, blue)',
    description: 'Washed, no holes. Moving to a single room.',
    category: 'Hostel Essentials',
    type: 'SALE',
    price: 200,
    exchangeFor: null,
    status: 'AVAILABLE',
  },
  {
    title: 'Thermometer set for the vet clinic (digital, 3 pcs)',
    description: 'Spare set from the clinical practicals, each works perfectly.',
    category: 'Lab Equipment',
    type: 'SALE',
    price: 300,
    exchangeFor: null,
    status: 'AVAILABLE',
  },
  {
    title: 'Suggestion guide: BCS preliminary (2025 edition)',
    description: 'Professor\u2019s Prokashon guide with model tests. A few answers marked.',
    category: 'Notes & Guides',
    type: 'BOTH',
    price: 250,
    exchangeFor: 'MP3 BCS guide or an English vocabulary book',
    status: 'AVAILABLE',
  },
  {
    title: 'Stapler, puncher and 5 clip files',
    description: 'The full stationery kit for assignment submissions.',
    category: 'Stationery',
    type: 'SALE',
    price: 220,
    exchangeFor: null,
    status: 'AVAILABLE',
    offers: [{ type: 'BUY', price: 180, where: 'Faculty of Fisheries, 1st floor' }],
  },
  {
    title: 'Introduction to Fisheries Science by Royce',
    description: 'Paperback, clean. Good companion for FISH 101.',
    category: 'Textbooks',
    type: 'SALE',
    price: 300,
    exchangeFor: null,
    status: 'RESERVED',
    offers: [{ type: 'BUY', price: 280, where: 'Fisheries faculty pond side' }],
  },
  {
    title: 'Electric kettle 1.5 L',
    description: 'Auto shut-off works, limescale cleaned.',
    category: 'Hostel Essentials',
    type: 'EXCHANGE',
    price: null,
    exchangeFor: 'A table lamp',
    status: 'AVAILABLE',
  },
  {
    title: 'Plant Pathology by George Agrios',
    description: 'Fifth edition, the big green one. Cover slightly bent.',
    category: 'Textbooks',
    type: 'BOTH',
    price: 1300,
    exchangeFor: 'Entomology by Richards & Davies',
    status: 'AVAILABLE',
  },
];

const WHEN_DAYS = [0, 0, 1, 1, 2, 3, 4, 5, 6, 8, 9, 12, 15, 18, 21, 25, 30, 34, 40];

/** Categories, a few dozen listings across every type and status, and offers in every state. */
export async function seedMarketplace(ctx: SeedContext): Promise<void> {
  const { db, images } = ctx;
  const categoryRows = await db
    .insert(marketplaceCategories)
    .values(CATEGORIES.map((c) => ({ name: c.name, coverPic: images.picture(c.name, 800, 300, c.subtitle) })))
    .returning();
  const categoryId = new Map(categoryRows.map((c) => [c.name, c.id]));

  // Active everyday members trade; the demo member@ and citizen@ accounts never hold a PENDING listing, so they can post.
  const traders = await db
    .select({ id: users.id, email: users.email, fullName: users.fullName, profilePic: users.profilePic })
    .from(users)
    .where(
      and(eq(users.status, 'ACTIVE'), inArray(users.role, ['MEMBER', 'CITIZEN', 'MENTOR', 'TOP_TEN', 'TEAM_HEAD'])),
    )
    .orderBy(asc(users.id));
  const demoMember = traders.find((u) => u.email === 'member@campus.test');
  const demoCitizen = traders.find((u) => u.email === 'citizen@campus.test');
  const students = traders.filter((u) => u.email.endsWith('@student.campus.test'));
  const pool = students.length ? students : traders;

  const now = Date.now();
  let pendingSeller = 0;
  let sellerTurn = 0;
  const sellerFor = (l: DemoListing, i: number) => {
    // A seller may have only one PENDING listing: give each pending one to a different student.
    if (l.status === 'PENDING') return pool[pendingSeller++ % pool.length];
    if (i === 1 || i === 14) return demoMember ?? pool[0];
    if (i === 4 || i === 16) return demoCitizen ?? pool[0];
    return pool[(3 + sellerTurn++ * 5) % pool.length];
  };

  const itemRows = await db
    .insert(marketplaceItems)
    .values(
      LISTINGS.map((l, i) => {
        const seller = sellerFor(l, i);
        const createdAt = new Date(now - WHEN_DAYS[i % WHEN_DAYS.length] * 86_400_000 - (i % 7) * 3_600_000);
        return {
          title: l.title,
          description: l.description,
          coverPic: images.picture(l.title, 800, 600, l.category),
          type: l.type,
          price: l.price,
          exchangeFor: l.exchangeFor,
          status: l.status,
          sellerId: seller.id,
          categoryId: categoryId.get(l.category) as number,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    )
    .returning();

  const offers: (typeof marketplaceOffers.$inferInsert)[] = [];
  itemRows.forEach((item, i) => {
    const l = LISTINGS[i];
    const decided = item.status === 'RESERVED' || item.status === 'SOLD';
    const buyers = [demoMember, demoCitizen, ...pool].filter(
      (u): u is NonNullable<typeof u> => Boolean(u) && u?.id !== item.sellerId,
    );
    (l.offers ?? []).forEach((o, k) => {
      // The demo member and citizen each win one deal, so signing in as them shows an accepted offer.
      const forced = k === 0 ? (i === 15 ? demoMember : i === 17 ? demoCitizen : undefined) : undefined;
      const buyer = forced && forced.id !== item.sellerId ? forced : buyers[(i * 3 + k * 7) % buyers.length];
      if (offers.some((x) => x.marketplaceId === item.id && x.buyerId === buyer.id)) return;
      // On a decided item the first offer won and the rest were turned down.
      const status: OfferStatus = decided ? (k === 0 ? 'ACCEPTED' : 'REJECTED') : 'PENDING';
      // Offers follow the listing 90 minutes apart, squeezed in before now for a listing posted today: the demo never
      // dates anything in the future.
      const count = (l.offers ?? []).length;
      const gap = Math.min(5_400_000, (now - item.createdAt.getTime()) / (count + 1));
      const createdAt = new Date(item.createdAt.getTime() + (k + 1) * gap);
      offers.push(
        o.type === 'BUY'
          ? {
              marketplaceId: item.id,
              buyerId: buyer.id,
              buyerName: buyer.fullName,
              buyerProfilePic: buyer.profilePic,
              type: 'BUY',
              offerPrice: o.price,
              offerItemDescription: o.where,
              status,
              createdAt,
            }
          : {
              marketplaceId: item.id,
              buyerId: buyer.id,
              buyerName: buyer.fullName,
              buyerProfilePic: buyer.profilePic,
              type: 'EXCHANGE',
              offerItemTitle: o.title,
              offerItemDescription: o.detail,
              offerItemImage: images.picture(o.title, 800, 600, 'Offered in exchange'),
              status,
              createdAt,
            },
      );
    });
  });
  if (offers.length) await db.insert(marketplaceOffers).values(offers);
}
