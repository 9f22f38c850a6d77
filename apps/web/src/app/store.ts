import { authSlice } from '@/features/auth/auth-slice';
import { createAppStore } from '@/lib/store';

/** The app's store: the session from the start; the server-data API slice joins when an area needs it. */
export const store = createAppStore(authSlice);
