// Clear cache: the form and the purge history. English is the source: SPEC's words, word for word.
export const cache = {} as const;
