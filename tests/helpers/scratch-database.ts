// A fresh PostgreSQL database on TEST_DATABASE_URL's server, for one harness, command or test file; dropped after.
import pg from "pg";

/** One statement on the server's maintenance connection (create, drop, pg_terminate_backend …). */
export async function adminQuery(serverUrl: string, query: string) {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    return await c.query(query);
  } finally {
    await c.end();
  }
}

/** Creates `<prefix>_<pid>_<time>_<random>`; `drop()` removes it even while connections are open. */
export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => void (await adminQuery(serverUrl, `drop database if exists ${name} with (force)`)),
  };
}
