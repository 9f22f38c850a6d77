import { loadAllMessages } from '@/lib/i18n';

// every screen's English messages, as the router fetches them before an area renders
await loadAllMessages({ admin: true });
