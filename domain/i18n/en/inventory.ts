// Inventory: the list and the stock history. English is the source: SPEC's words, word for word.
export const inventory = {} as const;
