export { emailTakenByOther, findMailRecipient } from './account.js';
export { type AccountName, accountNames } from './names.js';
export { profileRoutes } from './profile-routes.js';
export type { UserRow } from './repository.js';
export { authRoutes } from './routes.js';
export {
  findUserByEmail,
  LOGIN_ACCOUNT_BRAKE,
  LOGIN_MAX_FAILURES,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  LOGIN_WINDOW_MS,
  registerUser,
  upsertAdmin,
} from './service.js';
export {
  createSession,
  findSessionUser,
  pruneSessions,
  revokeOtherSessions,
  revokeSession,
  revokeUserSessions,
} from './sessions.js';
