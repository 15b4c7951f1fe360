import type { IdeaStatus } from '@campus/shared/enums';
import { eq } from 'drizzle-orm';
import { trendingScore } from '../../modules/ideas/ideas.repository';
import { awardPoints } from '../../modules/leaderboard/points';
import {
  ideaCategories,
  ideaComments,
  ideas,
  ideaVotes,
  libraryItems,
  marketplaceItems,
  marketplaceOffers,
} from '../schema/index';
import type { SeedContext } from './demo';

const CATEGORIES = ['Agritech', 'Education', 'Health', 'Environment', 'Campus Life', 'Social Enterprise'];

/** [title, category index, status, days ago, votes] */
const IDEAS: [string, number, IdeaStatus, number, number][] = [
  ['Soil sensor rental for smallholders', 0, 'INCUBATING', 20, 31],
  ['Peer tutoring marketplace for first years', 1, 'UNDER_REVIEW', 6, 18],
  ['Campus cycle sharing', 4, 'SUBMITTED', 1, 9],
  ['Fish feed from kitchen waste', 3, 'SUBMITTED', 2, 12],
  ['Mobile vet clinic booking by SMS', 2, 'INCUBATING', 35, 24],
  ['Handloom crafts online store', 5, 'DECLINED', 40, 5],
  ['Rooftop gardens for dorms', 3, 'SUBMITTED', 0, 3],
  ['Exam-week quiet study room finder', 4, 'UNDER_REVIEW', 3, 14],
];

const DAY = 86_400_000;

/** Demo ideas by ordinary members (never the demo accounts, whose pending slot the tests use), and the points
 * every verified demo action has earned, written through the same awardPoints the app uses. */
export async function seedIdeasAndPoints(ctx: SeedContext) {
  const { db, images } = ctx;
  const cats = await db
    .insert(ideaCategories)
    .values(CATEGORIES.map((name) => ({ name })))
    .returning();
  const authors = ctx.allUserIds.slice(12);
  const mentorId = ctx.userIds.get('mentor@campus.test') ?? null;
  const now = Date.now();
  for (const [i, [title, cat, status, daysAgo, votes]] of IDEAS.entries()) {
    const createdAt = new Date(now - daysAgo * DAY - i * 3_600_000);
    const timeline: { status: IdeaStatus; at: string }[] = [{ status: 'SUBMITTED', at: createdAt.toISOString() }];
    if (status !== 'SUBMITTED') {
      timeline.push({ status: 'UNDER_REVIEW', at: new Date(createdAt.getTime() + DAY).toISOString() });
    }
    if (status === 'INCUBATING' || status === 'DECLINED') {
      timeline.push({ status, at: new Date(createdAt.getTime() + 2 * DAY).toISOString() });
    }
    const authorId = authors[i % authors.length];
    const voters = ctx.allUserIds.filter((id) => id !== authorId).slice(0, votes);
    const [idea] = await db
      .insert(ideas)
      .values({
        title,
        problem: `Students and neighbours around campus keep running into this: ${title.toLowerCase()} would help.`,
        solution: `A small pilot run by society members, then a plan to grow it with the incubator's support.`,
        categoryId: cats[cat].id,
        coverPic: images.picture(title, 800, 400, 'Business Ideas'),
        authorId,
        status,
        voteCount: voters.length,
        trendingScore: trendingScore(voters.length, createdAt),
        feedback:
          status === 'INCUBATING'
            ? 'Strong problem and a clear first customer. Start a four-week pilot.'
            : status === 'DECLINED'
              ? 'A good craft, but the market is already crowded. Try a narrower niche.'
              : null,
        reviewedById: status === 'SUBMITTED' ? null : mentorId,
        timeline,
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    if (voters.length) await db.insert(ideaVotes).values(voters.map((userId) => ({ ideaId: idea.id, userId })));
    if (i < 3) {
      await db.insert(ideaComments).values({ ideaId: idea.id, authorId: voters[0] ?? authorId, body: 'Count me in!' });
      await db.update(ideas).set({ commentCount: 1 }).where(eq(ideas.id, idea.id));
    }
    if (status === 'INCUBATING') {
      await awardPoints(db, {
        kind: 'IDEA_INCUBATING',
        sourceId: idea.id,
        userId: authorId,
        at: new Date(timeline[2].at),
      });
    }
  }

  // Points for what the demo data already shows as verified: approved resources and accepted offers.
  const approved = await db
    .select({ id: libraryItems.id, authorId: libraryItems.authorId, at: libraryItems.updatedAt })
    .from(libraryItems)
    .where(eq(libraryItems.status, 'APPROVED'));
  for (const [i, item] of approved.entries()) {
    // Spread over the last weeks so the week, month and all-time boards differ.
    const at = new Date(Math.min(item.at.getTime(), now - (i % 9) * 4 * DAY));
    await awardPoints(db, { kind: 'LIBRARY_APPROVED', sourceId: item.id, userId: item.authorId, at });
  }
  const accepted = await db
    .select({ id: marketplaceOffers.id, buyerId: marketplaceOffers.buyerId, sellerId: marketplaceItems.sellerId })
    .from(marketplaceOffers)
    .innerJoin(marketplaceItems, eq(marketplaceItems.id, marketplaceOffers.marketplaceId))
    .where(eq(marketplaceOffers.status, 'ACCEPTED'));
  for (const offer of accepted) {
    for (const userId of [offer.sellerId, offer.buyerId]) {
      await awardPoints(db, { kind: 'OFFER_ACCEPTED', sourceId: offer.id, userId });
    }
  }
}
