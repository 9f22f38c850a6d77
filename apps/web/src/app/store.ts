import { combineSlices, configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import { type TypedUseSelectorHook, useDispatch, useSelector } from 'react-redux';
import { authSlice } from '@/features/auth/auth-slice';

/**
 * Slices added by code that loads later (the server-data API slice comes with the first area
 * that needs it, so the sign-in page does not download it). Each declares itself here.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging where the slices are created
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(authSlice).withLazyLoadedSlices<LazyLoadedSlices>();

const dynamicMiddleware = createDynamicMiddleware();
/** Adds the middleware of a lazily loaded slice; dispatch the returned action once. */
export const withMiddleware = dynamicMiddleware.withMiddleware;

export const store = configureStore({
  reducer: rootReducer,
  middleware: (getDefault) => getDefault().concat(dynamicMiddleware.middleware),
});

export type AppStore = typeof store;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
export const useAppDispatch: () => AppDispatch = useDispatch;
export const useAppSelector: TypedUseSelectorHook<RootState> = useSelector;
