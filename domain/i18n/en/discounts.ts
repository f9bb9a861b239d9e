// Discounts: codes and automatic discounts, code generation. English is the source: SPEC's words, word for word.
export const discounts = {} as const;
