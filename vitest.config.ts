import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // tsconfig's paths, so app modules that import `~/…` and `@domain/…` can be tested as they are.
  resolve: {
    alias: [
      { find: /^~\//, replacement: `${path.resolve("app")}/` },
      { find: /^@domain\//, replacement: `${path.resolve("domain")}/` },
    ],
  },
  test: {
    include: ["tests/**/*.test.ts", "domain/**/*.test.ts", "api/**/*.test.ts", "app/**/*.test.ts"],
    // tests/postgres needs a PostgreSQL server: .ci/run gives one through TEST_DATABASE_URL.
    exclude: ["**/node_modules/**", ...(process.env.TEST_DATABASE_URL ? [] : ["tests/postgres/**"])],
    globalSetup: ["tests/helpers/pglite-template.setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // A worker runs its files one after another in one module graph: a file does not re-import the API, drizzle and
    // PGlite's WebAssembly (about 3 s of CPU each). Files share no state: each opens its own database and server, and
    // none stubs modules or the environment. Measured on the whole suite: 19 min of CPU with isolation, 11 without.
    isolate: false,
  },
});
