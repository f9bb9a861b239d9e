// The notification centre's constants, apart from its schemas: the admin shell (in every hydrated page's bundle)
// reads the badge's cap, and importing domain/notifications.ts would bring zod into the browser (ADR 033).

/** The shell's badge counts at most this many unread (shown "99+"): the count stops there, so it stays cheap. */
export const UNREAD_COUNT_CAP = 100;
