// The home dashboard. English is the source: SPEC's words, word for word.
export const dashboard = {} as const;
