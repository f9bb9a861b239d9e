import { z } from "zod/v4";

/** SPEC §4 export task status: 0 queued, 1 running, 2 done, 3 downloaded, 4 failed. */
export const EXPORT_TASK_STATUSES = [0, 1, 2, 3, 4] as const;
export type ExportTaskStatus = (typeof EXPORT_TASK_STATUSES)[number];

/** The client may only say "downloaded" (SPEC §7: PUT …/tasks/{id} {task:{status:3}}). */
/**
 * What a failed export task says to the merchant. The cause (a database or storage error, with its SQL or the provider's
 * answer) goes to the log only: it means nothing to a merchant and may show internals.
 */
export const EXPORT_FAILED_MESSAGE = "The export failed. Please try again.";

export const ExportTaskUpdateSchema = z.object({ task: z.object({ status: z.literal(3, "Only status 3 (downloaded) can be set") }) });

export interface ExportTaskDto {
  _id: string;
  status: number;
  filters: Record<string, string>;
  rowCount: number;
  error: string | null;
  /** Relative to the API base; present once the file exists (status 2 or 3). */
  downloadUrl: string | null;
  createdAt: string;
  updatedAt: string;
}
