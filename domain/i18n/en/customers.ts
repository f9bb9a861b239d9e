// Customers: the list and the editor. English is the source: SPEC's words, word for word.
export const customers = {} as const;
