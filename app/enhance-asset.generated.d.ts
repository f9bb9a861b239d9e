// The type of the module scripts/build-enhance.mjs writes (app/enhance-asset.generated.ts, git-ignored), so the
// type checker passes on a fresh clone before the first build.
/** URL of the enhance script under /enhance/, content-hashed. */
export declare const ENHANCE_URL: string;
/** Chunks the enhance script imports statically, preloaded next to it. */
export declare const ENHANCE_PRELOADS: readonly string[];
