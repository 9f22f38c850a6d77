import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  type Middleware,
  type Reducer,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';

/**
 * The slices the store starts with (the app passes them to `createAppStore`). Each declares
 * itself here where it is created (declaration merging), so the state is typed without this
 * file importing any feature.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging where the slices are created
export interface StartSlices {}

/**
 * Slices added by code that loads later (the server-data API slice comes with the first area
 * that needs it, so the sign-in page does not download it). Each declares itself here too.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging where the slices are created
export interface LazyLoadedSlices {}

export type RootState = StartSlices & Partial<LazyLoadedSlices>;

type Slices = StartSlices & LazyLoadedSlices;

const rootReducer = combineSlices({}).withLazyLoadedSlices<Slices>();
const dynamicMiddleware = createDynamicMiddleware();

/** A slice declared above: its name in the state and its reducer. */
export type StoreSlice = {
  [Path in keyof Slices]: { reducerPath: Path; reducer: Reducer<Slices[Path], UnknownAction> };
}[keyof Slices];

/** The store made by `createAppStore`, which slices that load later join. */
let current: { dispatch: (action: UnknownAction) => unknown } | undefined;

/** Makes the app's store from the slices it starts with; later slices join it with `joinStore`. */
export function createAppStore(...slices: StoreSlice[]) {
  for (const slice of slices) rootReducer.inject(slice);
  const store = configureStore({
    reducer: rootReducer as Reducer<RootState>,
    middleware: (getDefault) => getDefault().concat(dynamicMiddleware.middleware),
  });
  current = store;
  return store;
}

/**
 * Adds a slice and its middleware to the store, when the code that needs them has loaded.
 * One action then passes through, so the slice's state is there before anything reads it.
 */
export function joinStore(slice: StoreSlice, middleware: Middleware) {
  rootReducer.inject(slice);
  dynamicMiddleware.addMiddleware(middleware);
  current?.dispatch({ type: 'store/sliceJoined', payload: slice.reducerPath });
}

/** The store the app made, for modules that join it later and act on it. */
export const currentStore = () => current;

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
