/**
 * One in-process loop that takes work until none is left. `kick()` starts it, or, while it runs, makes it look once
 * more after the current pass, so work queued during a pass is never missed and two passes never run at once.
 * Shared by the bulk-update worker and the import's image worker.
 */
export interface DrainLoop {
  kick(): void;
  /** Resolves when no pass is running (tests, shutdown). */
  idle(): Promise<void>;
}

export function drainLoop<T>(opts: {
  /** Runs before each drain (waiting for the server to listen, recovering work a crash left). */
  before?: () => Promise<void>;
  next: () => Promise<T | null | undefined>;
  run: (work: T) => Promise<void>;
  onError: (error: unknown) => void;
}): DrainLoop {
  let loop: Promise<void> | null = null;
  let again = false;

  async function drain() {
    await opts.before?.();
    do {
      again = false;
      for (let work = await opts.next(); work; work = await opts.next()) await opts.run(work);
    } while (again);
  }

  return {
    kick() {
      if (loop) {
        again = true;
        return;
      }
      loop = drain()
        .catch(opts.onError)
        .finally(() => {
          loop = null;
        });
    },
    async idle() {
      while (loop) await loop;
    },
  };
}
