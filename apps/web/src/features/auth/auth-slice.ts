import type { AuthResponse, AuthUser, LoginBody, LogoutAllResponse, RegisterBody } from '@farmai/contracts';
import { routes } from '@farmai/contracts/routes';
import { createAsyncThunk, createSlice, type WithSlice } from '@reduxjs/toolkit';
import { apiClient, errorMessage, serverCode } from '@/lib/api-client';
import { takeEarlyRead } from '@/lib/early-reads';
import { currentLanguage, t } from '@/lib/i18n';
import { forgetSavedAnswers } from '@/lib/offline/connection';

export interface AuthState {
  isAuthenticated: boolean;
  isLoading: boolean;
  user: AuthUser | null;
  /** The start-up session check has answered (routes wait for it). */
  sessionChecked: boolean;
}

const initialState: AuthState = { isAuthenticated: false, isLoading: true, user: null, sessionChecked: false };

const call = async <T>(request: () => Promise<{ data: T }>, rejectWithValue: (v: string) => unknown) => {
  try {
    return (await request()).data;
  } catch (error) {
    return rejectWithValue(errorMessage(error)) as never;
  }
};

/** Why a registration was refused: the server's message and the answer's status (409: the user name is taken). */
export interface RegisterRefusal {
  success: false;
  message: string;
  /** The answer's stable code (docs/product/wire.md#errors), when the server answered. */
  code: string | undefined;
}

export const registerUser = createAsyncThunk('auth/register', async (body: RegisterBody, { rejectWithValue }) => {
  try {
    return (await apiClient.post<AuthResponse>(routes.auth.register.path, body)).data;
  } catch (error) {
    const refusal: RegisterRefusal = { success: false, message: errorMessage(error), code: serverCode(error) };
    return rejectWithValue(refusal) as never;
  }
});

export const loginUser = createAsyncThunk('auth/login', (body: LoginBody, { rejectWithValue }) =>
  call(() => apiClient.post<AuthResponse>(routes.auth.login.path, body), rejectWithValue),
);

// signing out also drops what the phone saved of the account for reading offline
export const logoutUser = createAsyncThunk('auth/logout', (_: undefined, { rejectWithValue }) => {
  void forgetSavedAnswers();
  return call(() => apiClient.post<{ success: boolean }>(routes.auth.logout.path, {}), rejectWithValue);
});

/** Ends every session of the account: this browser and any other where the user is signed in. */
export const logoutEverywhere = createAsyncThunk('auth/logoutEverywhere', (_: undefined, { rejectWithValue }) => {
  void forgetSavedAnswers();
  return call(() => apiClient.post<LogoutAllResponse>(routes.auth.logoutAll.path, {}), rejectWithValue);
});

const CHECK_AUTH = routes.auth.checkAuth.path;

/** The session check: the answer the app's first file already asked for when there is one (`early-reads`). */
export const checkAuth = createAsyncThunk('auth/checkAuth', async (_: undefined, { rejectWithValue }) => {
  const early = await takeEarlyRead(CHECK_AUTH, currentLanguage());
  if (early?.status === 200) return early.data as AuthResponse;
  if (early?.status === 401) {
    const message = (early.data as { message?: unknown } | undefined)?.message;
    return rejectWithValue(typeof message === 'string' ? message : t('common.somethingWrong')) as never;
  }
  return call(
    () =>
      apiClient.get<AuthResponse>(CHECK_AUTH, {
        headers: { 'Cache-Control': 'no-store, no-cache, must-revalidate, proxy-revalidate' },
      }),
    rejectWithValue,
  );
});

const signedOut = (state: AuthState) => {
  state.isLoading = false;
  state.user = null;
  state.isAuthenticated = false;
};

/** The auth state and its transitions (docs/product/data.md#auth-state). */
export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    sessionExpired: signedOut,
  },
  extraReducers: (builder) => {
    builder
      .addCase(registerUser.pending, (state) => {
        state.isLoading = true;
      })
      // no automatic sign-in after registering
      .addCase(registerUser.fulfilled, signedOut)
      .addCase(registerUser.rejected, signedOut);
    for (const thunk of [loginUser, checkAuth]) {
      builder
        .addCase(thunk.pending, (state) => {
          state.isLoading = true;
        })
        .addCase(thunk.fulfilled, (state, action) => {
          state.isLoading = false;
          state.isAuthenticated = action.payload.success;
          state.user = action.payload.success ? (action.payload.user ?? null) : null;
        })
        .addCase(thunk.rejected, signedOut);
    }
    builder.addCase(logoutUser.fulfilled, signedOut);
    builder.addCase(logoutEverywhere.fulfilled, signedOut);
    builder.addMatcher(
      (action) => action.type === checkAuth.fulfilled.type || action.type === checkAuth.rejected.type,
      (state) => {
        state.sessionChecked = true;
      },
    );
  },
});

export const { sessionExpired } = authSlice.actions;

declare module '@/lib/store' {
  export interface StartSlices extends WithSlice<typeof authSlice> {}
}
