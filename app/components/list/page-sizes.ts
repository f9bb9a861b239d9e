// SPEC §9 page-size choices. The same values as PAGE_SIZES / DEFAULT_PAGE_SIZE in domain/product.ts, copied
// because that module builds zod schemas when it loads and importing it would put zod (~46 KB gzip) into the
// first-load JS of every list page. tests/app/list-state.test.ts fails if the two ever differ.
export const PAGE_SIZES = [10, 50, 100, 150, 200] as const;
export const DEFAULT_PAGE_SIZE = 50;
