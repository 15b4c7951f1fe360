import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { auditRoutes } from './audit/audit.routes';
import { authRoutes } from './auth/auth.routes';
import { directoryRoutes } from './directory/directory.routes';
import { elibraryRoutes } from './elibrary/elibrary.routes';
import { eventsRoutes } from './events/events.routes';
import { eventsRsvpRoutes } from './events/events-rsvp.routes';
import { healthRoutes } from './home/health.routes';
import { homeRoutes } from './home/home.routes';
// leaderboard and business ideas
import { ideasRoutes } from './ideas/ideas.routes';
import { identityEmulatorRoutes } from './identity-emulator/identity-emulator.routes';
import { leaderboardRoutes } from './leaderboard/leaderboard.routes';
import { marketplaceRoutes } from './marketplace/marketplace.routes';
import { pushRoutes } from './push/push.routes';
import { registrationRoutes } from './registration/registration.routes';
import { schedulesRoutes } from './schedules/schedules.routes';
import { tasksRoutes } from './tasks/tasks.routes';
import { uploadsRoutes } from './uploads/uploads.routes';
import { usersRoutes } from './users/users.routes';

export type ModuleRoutes = (app: FastifyInstance, ctx: AppContext) => Promise<void>;

/** Every API module, registered under /api/v1 in this order. */
export const MODULES: ModuleRoutes[] = [
  healthRoutes,
  identityEmulatorRoutes,
  authRoutes,
  registrationRoutes,
  usersRoutes,
  directoryRoutes,
  uploadsRoutes,
  homeRoutes,
  eventsRoutes,
  schedulesRoutes,
  elibraryRoutes,
  marketplaceRoutes,
  pushRoutes,
  // operations (#22)
  auditRoutes,
  // events RSVP (issue 19)
  eventsRsvpRoutes,
  // tasks
  tasksRoutes,
  // leaderboard and business ideas
  leaderboardRoutes,
  ideasRoutes,
];
