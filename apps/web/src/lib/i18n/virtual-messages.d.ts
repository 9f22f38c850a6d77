/** The compiled catalogues of one language (vite.messages.ts). */
declare module 'virtual:messages/*' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
