// Products bulk edit (the sheet) and bulk updates (the list and the create form). English is the source: SPEC's words, word for word.
export const bulk = {} as const;
