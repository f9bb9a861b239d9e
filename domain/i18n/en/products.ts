// The products area: the list, the product editor, variants, images, tracking pixels. English is the source: SPEC's words, word for word.
export const products = {} as const;
