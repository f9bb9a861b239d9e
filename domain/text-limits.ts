// SPEC §9 text length, apart from the schemas (domain/validation.ts): hydrated pages (Tier 2, ADR 033) import it, and
// importing the schemas' module would put zod in the browser's bundle.
export const TEXT_MAX = 255;
