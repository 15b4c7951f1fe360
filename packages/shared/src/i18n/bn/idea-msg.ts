import type { Translation } from '../catalogue';
import type { ideaMsg as en } from '../en/idea-msg';
import { n } from './terms';

export const ideaMsg: Translation<typeof en.en> = {
  pointsAdjusted: 'পয়েন্ট সমন্বয় করা হয়েছে',
  adjustReasonRequired: 'সমন্বয়ের একটি কারণ লিখুন',
  adjustPointsNonZero: 'পয়েন্ট ০ ছাড়া অন্য একটি পূর্ণসংখ্যা হতে হবে',
  leaderboardVisibilitySaved: 'লিডারবোর্ডের সেটিং সংরক্ষণ হয়েছে',
  ideaSubmitted: 'আপনার আইডিয়া পর্যালোচনার জন্য জমা হয়েছে',
  ideaUpdated: 'আইডিয়া হালনাগাদ হয়েছে',
  ideaReviewed: 'আইডিয়ার অবস্থা হালনাগাদ হয়েছে',
  ideaNotFound: 'আইডিয়াটি পাওয়া যায়নি',
  pendingIdeaExists: 'আপনার একটি আইডিয়া পর্যালোচনার অপেক্ষায় আছে। সেটির পর্যালোচনা শেষ হলে আরেকটি জমা দিন।',
  onlyAuthorEditsIdea: 'শুধু লেখকই এই আইডিয়া সম্পাদনা করতে পারেন',
  ideaNotEditable: 'আইডিয়া শুধু জমা থাকা অবস্থায় সম্পাদনা করা যায়',
  ownIdeaVote: 'নিজের আইডিয়াতে ভোট দেওয়া যায় না',
  voteRemoved: 'ভোট তুলে নেওয়া হয়েছে',
  voted: 'ভোট গণনা হয়েছে',
  ideaFeedbackRequired: 'লেখকের জন্য মতামত লিখুন',
  ideaStatusNotLater: 'আইডিয়া শুধু সামনের ধাপে যেতে পারে: পরের কোনো অবস্থা বেছে নিন',
  ideaAlreadyDecided: 'এই আইডিয়ার সিদ্ধান্ত আগেই হয়ে গেছে',
  commentAdded: 'মন্তব্য যোগ হয়েছে',
  commentDeleted: 'মন্তব্য মুছে ফেলা হয়েছে',
  ideaDeleted: 'আইডিয়া মুছে ফেলা হয়েছে',
  onlyAuthorDeletesIdea: 'শুধু লেখক বা একজন অ্যাডমিন এই আইডিয়া মুছতে পারেন',
  ideaNotDeletable: 'লেখক আইডিয়া শুধু জমা থাকা অবস্থায় মুছতে পারেন',
  ideaCategoryDeleted: 'বিভাগ মুছে ফেলা হয়েছে',
  ideaCategoryInUse: (ideas) => `এই বিভাগ মুছে ফেলা যাবে না: এটি এখনো ${n(ideas)}টি আইডিয়াতে ব্যবহৃত হচ্ছে`,
  commentNotFound: 'মন্তব্যটি পাওয়া যায়নি',
  onlyAuthorDeletesComment: 'শুধু মন্তব্যের লেখক বা একজন পর্যালোচক এই মন্তব্য মুছতে পারেন',
  chooseIdeaCategory: 'তালিকা থেকে একটি বিভাগ বেছে নিন',
  ideaCategoryTaken: 'এই নামে একটি বিভাগ আগে থেকেই আছে',
};
