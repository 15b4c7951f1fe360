// operations (#22)
export * from './audit';
export * from './common';
export * from './directory';
export * from './elibrary';
export * from './event-rsvps';
export * from './events';
// leaderboard and business ideas
export * from './ideas';
export * from './leaderboard';
export * from './marketplace';
export * from './push';
export * from './registration';
export * from './schedules';
// tasks
export * from './tasks';
export * from './users';
