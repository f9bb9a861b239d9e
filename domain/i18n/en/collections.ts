// Collections: the list, the editor, smart conditions, manual products. English is the source: SPEC's words, word for word.
export const collections = {} as const;
