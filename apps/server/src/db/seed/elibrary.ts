import type { LibraryStatus } from '@campus/shared/enums';
import { libraryCategories, libraryItems } from '../schema/index';
import type { SeedContext } from './demo';

const CATEGORIES: { name: string; subtitle: string }[] = [
  { name: 'Question Banks', subtitle: 'Past papers and model tests' },
  { name: 'Lecture Notes', subtitle: 'Class notes shared by seniors' },
  { name: 'Textbooks', subtitle: 'Reference books and chapters' },
  { name: 'Lab Manuals', subtitle: 'Practicals step by step' },
  { name: 'Thesis & Research', subtitle: 'Proposals, papers and theses' },
  { name: 'Career Guides', subtitle: 'Jobs, BCS and higher studies' },
];

/** [title, category index, pages in the gallery, has a download link] */
const RESOURCES: [string, number, number, boolean][] = [
  ['Agronomy Final Exam 2024', 0, 3, true],
  ['Soil Science Midterm Collection', 0, 2, true],
  ['Statistics MCQ Bank', 0, 4, false],
  ['Veterinary Anatomy Past Papers', 0, 3, true],
  ['Horticulture Viva Questions', 0, 2, false],
  ['Fisheries Biology Model Test', 0, 3, true],
  ['Plant Physiology Class Notes', 1, 4, true],
  ['Microeconomics Lecture Slides', 1, 3, true],
  ['Organic Chemistry Handwritten Notes', 1, 4, false],
  ['Genetics and Plant Breeding Notes', 1, 2, true],
  ['Farm Power and Machinery Notes', 1, 3, false],
  ['Animal Nutrition Summary Sheets', 1, 2, true],
  ['Food Microbiology Notes', 1, 3, true],
  ['Introduction to Agricultural Economics', 2, 3, true],
  ['Principles of Soil Science', 2, 4, true],
  ['Fundamentals of Horticulture', 2, 2, true],
  ['Calculus for Life Sciences', 2, 3, false],
  ['Veterinary Pharmacology Handbook', 2, 4, true],
  ['Aquaculture Principles', 2, 2, true],
  ['Biochemistry Lab Manual', 3, 3, true],
  ['Soil Testing Practical Guide', 3, 4, true],
  ['Microbiology Lab Protocols', 3, 2, false],
  ['Food Analysis Practicals', 3, 3, true],
  ['Surveying Field Book', 3, 2, true],
  ['Rice Yield Under Salinity Stress', 4, 4, true],
  ['Thesis Writing Template', 4, 2, true],
  ['Research Methodology Primer', 4, 3, true],
  ['Climate Smart Agriculture Review', 4, 3, false],
  ['Poultry Disease Survey Report', 4, 2, true],
  ['BCS Preliminary Preparation', 5, 4, true],
  ['CV and Cover Letter Samples', 5, 2, true],
  ['Higher Studies in Europe Guide', 5, 3, true],
  ['IELTS Writing Task Samples', 5, 3, false],
  ['Bank Job Written Exam Tips', 5, 2, true],
  ['Internship Interview Questions', 5, 3, true],
  ['Scholarship Statement of Purpose', 5, 2, true],
];

/** Awaiting review or turned down: the approval queue managers see on the dashboard. */
const REVIEW_QUEUE: [string, number, LibraryStatus][] = [
  ['Entomology Midterm Answers', 0, 'PENDING'],
  ['Dairy Science Notes Part 2', 1, 'PENDING'],
  ['Remote Sensing Lab Sheets', 3, 'PENDING'],
  ['Freelancing Starter Kit', 5, 'PENDING'],
  ['Blurry Photos of a Notebook', 1, 'REJECTED'],
];

const DAY = 86_400_000;

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** E-Library demo: six categories with 8:3 covers and a few dozen resources with locally drawn page images. */
export async function seedElibrary(ctx: SeedContext): Promise<void> {
  const categories = await ctx.db
    .insert(libraryCategories)
    .values(CATEGORIES.map((c) => ({ name: c.name, coverPic: ctx.images.picture(c.name, 800, 300, c.subtitle) })))
    .returning({ id: libraryCategories.id });

  const demoAuthors = [
    'mentor@campus.test',
    'topten@campus.test',
    'teamhead@campus.test',
    'member@campus.test',
    'citizen@campus.test',
  ]
    .map((email) => ctx.userIds.get(email))
    .filter((id): id is number => id !== undefined);
  const authors = [...demoAuthors, ...ctx.allUserIds.slice(9, 30)];
  const authorAt = (i: number) => authors[(i * 5) % authors.length];
  const gallery = (title: string, pages: number) =>
    Array.from({ length: pages }, (_, p) => ctx.images.picture(title, 600, 800, `Page ${p + 1} of ${pages}`));
  const now = Date.now();

  await ctx.db.insert(libraryItems).values([
    ...RESOURCES.map(([title, category, pages, hasLink], i) => ({
      title,
      categoryId: categories[category].id,
      status: 'APPROVED' as const,
      images: gallery(title, pages),
      externalLink: hasLink ? `https://library.example.org/resources/${slug(title)}.pdf` : null,
      authorId: authorAt(i),
      createdAt: new Date(now - (RESOURCES.length - i) * 3 * DAY - (i % 7) * 3_600_000),
    })),
    ...REVIEW_QUEUE.map(([title, category, status], i) => ({
      title,
      categoryId: categories[category].id,
      status,
      images: gallery(title, 2 + (i % 2)),
      externalLink: `https://library.example.org/submissions/${slug(title)}.pdf`,
      authorId: authorAt(i + 3),
      createdAt: new Date(now - (i + 1) * 7_200_000),
    })),
  ]);
}
