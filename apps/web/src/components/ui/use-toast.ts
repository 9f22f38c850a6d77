import * as React from 'react';

import type { ToastActionElement, ToastProps } from './toast';

/** Only one toast is shown at a time: a new toast replaces the current one. */
export const TOAST_LIMIT = 1;
/** How long (ms) a dismissed toast is kept in the store after it closed. */
export const TOAST_REMOVE_DELAY = 1000000;

export type ToasterToast = Omit<ToastProps, 'title'> & {
  id: string;
  title?: React.ReactNode;
  description?: React.ReactNode;
  action?: ToastActionElement;
};

export type ToastAction =
  | { type: 'ADD_TOAST'; toast: ToasterToast }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToasterToast> & Pick<ToasterToast, 'id'> }
  | { type: 'DISMISS_TOAST'; toastId?: ToasterToast['id'] | undefined }
  | { type: 'REMOVE_TOAST'; toastId?: ToasterToast['id'] | undefined };

export interface ToastState {
  toasts: ToasterToast[];
}

let count = 0;

function genId() {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return count.toString();
}

const toastTimeouts = new Map<string, ReturnType<typeof setTimeout>>();

function addToRemoveQueue(toastId: string) {
  if (toastTimeouts.has(toastId)) {
    return;
  }

  const timeout = setTimeout(() => {
    toastTimeouts.delete(toastId);
    dispatch({ type: 'REMOVE_TOAST', toastId });
  }, TOAST_REMOVE_DELAY);

  toastTimeouts.set(toastId, timeout);
}

/** Pure state transition of the toast store. */
export function reducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'ADD_TOAST':
      return {
        ...state,
        toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT),
      };

    case 'UPDATE_TOAST':
      return {
        ...state,
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };

    case 'DISMISS_TOAST': {
      const { toastId } = action;
      return {
        ...state,
        toasts: state.toasts.map((t) => (toastId === undefined || t.id === toastId ? { ...t, open: false } : t)),
      };
    }

    case 'REMOVE_TOAST':
      if (action.toastId === undefined) {
        return { ...state, toasts: [] };
      }
      return {
        ...state,
        toasts: state.toasts.filter((t) => t.id !== action.toastId),
      };
  }
}

const listeners = new Set<() => void>();

let memoryState: ToastState = { toasts: [] };

function dispatch(action: ToastAction) {
  // Dismissed toasts are queued for removal once their exit animation has long finished.
  if (action.type === 'DISMISS_TOAST') {
    if (action.toastId !== undefined) {
      addToRemoveQueue(action.toastId);
    } else {
      for (const t of memoryState.toasts) {
        addToRemoveQueue(t.id);
      }
    }
  }

  memoryState = reducer(memoryState, action);
  for (const listener of listeners) {
    listener();
  }
}

export type Toast = Omit<ToasterToast, 'id'>;

/** Show a toast, e.g. `toast({ title: 'Saved', description: '…', variant: 'destructive' })`. */
export function toast(props: Toast) {
  const id = genId();

  const update = (next: Partial<ToasterToast>) => dispatch({ type: 'UPDATE_TOAST', toast: { ...next, id } });
  const dismiss = () => dispatch({ type: 'DISMISS_TOAST', toastId: id });

  dispatch({
    type: 'ADD_TOAST',
    toast: {
      ...props,
      id,
      open: true,
      onOpenChange: (open) => {
        props.onOpenChange?.(open);
        if (!open) dismiss();
      },
    },
  });

  return { id, dismiss, update };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function getSnapshot() {
  return memoryState;
}

/** Subscribe to the toast store. */
export function useToast() {
  const state = React.useSyncExternalStore(subscribe, getSnapshot, getSnapshot);

  return {
    ...state,
    toast,
    dismiss: (toastId?: string) => dispatch({ type: 'DISMISS_TOAST', toastId }),
  };
}

/** Removes every toast at once (each test starts without the toasts of the one before). */
export function removeAllToasts() {
  dispatch({ type: 'REMOVE_TOAST' });
}
