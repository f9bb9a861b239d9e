// Product CSV import and export: the dialogs and recent tasks. English is the source: SPEC's words, word for word.
export const csv = {} as const;
