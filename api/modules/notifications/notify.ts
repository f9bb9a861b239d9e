// Writing a notification where something finished (ADR 062): after the work committed, and never the work's failure.
import type { ApiDeps } from "../../deps";
import { insertNotification, type NewNotification } from "./store";

/** Writes the notification; a failure is logged and swallowed, so an order or a job never fails for its notice. */
export async function notify(deps: Pick<ApiDeps, "db" | "clock" | "log">, input: NewNotification): Promise<void> {
  try {
    await insertNotification(deps.db, input, deps.clock.now());
  } catch (error) {
    deps.log({ level: "error", msg: "notification not written", kind: input.kind, storeId: input.storeId, error: String(error) });
  }
}
