/** The key under which older versions kept the diagnosis history in the browser. */
export const OLD_BROWSER_HISTORY_KEY = 'farmai.diagnosis-history.v1';

/**
 * Removes the history older versions kept in this browser (photos included), so it leaves shared
 * phones: diagnoses are kept with the account now (docs/decisions/025-diagnosis-history-per-account.md).
 */
export function forgetBrowserHistory(storage: Storage | undefined = browserStorage()) {
  try {
    storage?.removeItem(OLD_BROWSER_HISTORY_KEY);
  } catch {
    // storage switched off: nothing was kept either
  }
}

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
