// Size charts: the list, the editor (a Tier 2 page: handle.i18n names this namespace), the test dialog. English is the source: SPEC's words, word for word.
export const sizeCharts = {} as const;
