// Orders, checkouts and abandoned checkouts. English is the source: SPEC's words, word for word.
export const orders = {} as const;
