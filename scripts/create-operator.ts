// npm run create-operator -- --email ops@example.com
// Creates a platform operator with a password typed twice (or piped on stdin), or resets an existing one's password and
// signs it out everywhere. Works on PGlite (DATA_DIR) and PostgreSQL (DATABASE_URL). ADR 017.
import { DatabaseLockedError, openDatabase, type Database } from "../api/db/client";
import { createOrResetOperator, operatorEmailProblem, operatorPasswordProblem } from "../api/modules/accounts/create-operator";
import { loadConfig } from "../config";

function fail(message: string): never {
  process.stderr.write(`create-operator: ${message}\n`);
  process.exit(1);
}

function emailArgument(argv: string[]): string {
  const i = argv.findIndex((a) => a === "--email" || a.startsWith("--email="));
  const value = i < 0 ? undefined : argv[i].includes("=") ? argv[i].slice("--email=".length) : argv[i + 1];
  if (!value) fail("usage: npm run create-operator -- --email ops@example.com");
  return value;
}

/** Reads one line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  return new Promise((resolve, reject) => {
    let value = "";
    const finish = (error?: Error) => {
      stdin.off("data", onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write("\n");
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === "\r" || ch === "\n") return finish();
        if (ch === "\u0003" || ch === "\u0004") return finish(new Error("cancelled"));
        if (ch === "\u007f" || ch === "\b") value = value.slice(0, -1);
        else if (ch >= " ") value += ch;
      }
    };
    process.stdout.write(question);
    stdin.setEncoding("utf8");
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on("data", onData);
  });
}

/** The password, or null when the two typed on a terminal differ. */
async function readPassword(): Promise<string | null> {
  if (process.stdin.isTTY) {
    const first = await askHidden("Password for the operator: ");
    const again = await askHidden("The same password again: ");
    return first === again ? first : null;
  }
  // Piped: the first line of stdin (printf '%s\n' "$PASSWORD" | npm run create-operator -- --email …).
  let input = "";
  for await (const chunk of process.stdin) input += chunk;
  return input.split(/\r?\n/)[0] ?? "";
}

const config = loadConfig();
const policy = { emailDomain: config.operatorEmailDomain, emails: config.operatorEmails };
const email = emailArgument(process.argv.slice(2));
const emailProblem = operatorEmailProblem(email, policy);
if (emailProblem) fail(`${emailProblem}\nNothing was changed.`);

// Opened before asking for the password, so a running server is reported before anything is typed.
let database: Database;
try {
  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
} catch (error) {
  if (error instanceof DatabaseLockedError) {
    fail(`${error.message}\nPGlite allows one process per directory: stop the server, run create-operator, then start the server again.`);
  }
  throw error;
}
const password = await readPassword().catch(() => null);
const passwordProblem = password === null ? "The two passwords differ, or none was given." : operatorPasswordProblem(password, email);
if (password === null || passwordProblem) {
  await database.close();
  fail(`${passwordProblem}\nNothing was changed.`);
}
try {
  const result = await createOrResetOperator(database.db, { email, password, policy, now: new Date() });
  process.stdout.write(
    result.created
      ? `Operator ${result.email} created (e-mail verified). Sign in at ${config.publicUrl}/auth/sign-in\n`
      : `Operator ${result.email} already existed: password changed, every session signed out.\n`,
  );
} finally {
  await database.close();
}
