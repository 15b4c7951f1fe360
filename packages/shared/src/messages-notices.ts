import type { IdeaStatus } from './enums';

/** How a notice names an idea's new status ('Your idea is under review'): the Bangla maps these words. */
export const IDEA_STATUS_WORD: Record<IdeaStatus, string> = {
  SUBMITTED: 'submitted',
  UNDER_REVIEW: 'under review',
  INCUBATING: 'incubating',
  DECLINED: 'declined',
};

/**
 * The notifications' titles and bodies (inbox and push) of the marketplace, the E-Library, tasks, ideas and
 * registration. Only the server sends them; the notifier renders them in each recipient's language
 * (decision 030). Titles and names from members pass through unchanged.
 */
export const NOTICE_MSG = {
  listingLiveTitle: 'Your listing is live',
  listingLiveBody: (title: string) => `"${title}" was approved and is now visible in the marketplace.`,
  listingRejectedTitle: 'Your listing was not approved',
  listingRejectedBody: (title: string) => `"${title}" was not approved. Contact the society admins to know why.`,
  priceOfferTitle: 'New price offer',
  priceOfferBody: (buyer: string, price: number | string | null, title: string) =>
    `${buyer} offered ৳${price} for "${title}".`,
  exchangeOfferTitle: 'New exchange offer',
  exchangeOfferBody: (buyer: string, offered: string | null, title: string) =>
    `${buyer} offered "${offered}" in exchange for "${title}".`,
  offerAcceptedBody: (seller: string, title: string) =>
    `${seller} accepted your offer on "${title}". Contact the seller to arrange the handover.`,
  offerNotAcceptedTitle: 'Your offer was not accepted',
  offerNotAcceptedBody: (title: string) => `"${title}" has been reserved for another buyer.`,
  libraryApprovedTitle: 'Your resource is in the E-Library',
  libraryApprovedBody: (title: string) => `"${title}" was approved and is now visible to everyone.`,
  libraryRejectedTitle: 'Your resource was not approved',
  libraryRejectedBody: (title: string) => `"${title}" was reviewed and not approved for the E-Library.`,
  taskAssignedTitle: (title: string) => `New task: ${title}`,
  taskAssignedBody: (actor: string, title: string) => `${actor} assigned you "${title}".`,
  // One title per status, as TASK_STATUS_LABELS words them (not imported: the Bangla chunk would load the task
  // schemas); a '{status}: {title}' pattern would match every message with a colon.
  taskToDoTitle: (title: string) => `To do: ${title}`,
  taskInProgressTitle: (title: string) => `In progress: ${title}`,
  taskBlockedTitle: (title: string) => `Blocked: ${title}`,
  taskDoneTitle: (title: string) => `Done: ${title}`,
  taskMovedBody: (actor: string, title: string, status: string) => `${actor} moved "${title}" to ${status}.`,
  taskCommentTitle: (title: string) => `New comment on ${title}`,
  taskDueSoonTitle: (title: string) => `Due soon: ${title}`,
  taskDueSoonBody: (title: string) => `"${title}" is due within 24 hours.`,
  taskOverdueTitle: (title: string) => `Overdue: ${title}`,
  taskOverdueBody: (title: string) => `"${title}" is past its due date and not done yet.`,
  ideaStatusTitle: (status: string) => `Your idea is ${status}`,
  ideaStatusBody: (title: string, status: string) => `"${title}" is now ${status}.`,
  ideaFeedbackBody: (title: string, feedback: string) => `"${title}": ${feedback}`,
  registrationOpenTitle: 'Registration is open',
  /** `deadline` as Date.toDateString() writes it: 'Tue Nov 24 2026'. */
  registrationOpenBody: (deadline: string) => `Registration is open until ${deadline}. Tell your friends!`,
} as const;
