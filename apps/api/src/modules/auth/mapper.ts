import type { AuthUser } from '@farmai/contracts';
import type { UserRow } from './repository.js';

export const toAuthUser = (row: UserRow): AuthUser => ({
  id: row.id,
  userName: row.userName,
  email: row.email,
  role: row.role,
});
