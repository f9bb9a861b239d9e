// The type of the module scripts/build-styles.ts writes (app/page-styles.generated.ts, git-ignored), so the type
// checker passes on a fresh clone before the first build.
/** Each route id's stylesheets (/styles/…, content-hashed) in link order: its layout's, then its own (ADR 027). */
export declare const PAGE_STYLES: Readonly<Record<string, readonly string[]>>;
