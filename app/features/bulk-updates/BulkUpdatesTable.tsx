import { BULK_UPDATE_STATUSES, type BulkUpdateDto } from "@domain/bulk-update";
import { StoreDate } from "~/components/StoreDate";
import { describeSelection } from "~/features/bulk-edit/selection";
import { useCount, useMessage, useT } from "~/lib/i18n";
import { describeAction } from "./form";
import { enhance } from "~/enhance/attributes";

export const isActive = (j: BulkUpdateDto) => j.status === "queued" || j.status === "running" || j.status === "undoing";

/** The jobs with status, progress and Undo (a POST form per finished job). Plain markup, like the products list. */
export function BulkUpdatesTable({ jobs }: { jobs: BulkUpdateDto[] }) {
  const t = useT("bulk");
  return (
    <div className="br-table-scroll">
      <table className="br-bu-table br-bu-list">
        <thead>
          <tr>
            <th>{t("updates.columns.job")}</th>
            <th className="br-bu-progress-cell">{t("updates.columns.status")}</th>
            <th style={{ width: 150 }} className="br-wide">
              {t("updates.columns.created")}
            </th>
            <th style={{ width: 80 }}>
              <span className="br-visually-hidden">{t("updates.columns.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {jobs.map((j) => (
            <JobRow key={j._id} job={j} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

const isStatus = (status: string): status is BulkUpdateDto["status"] => (BULK_UPDATE_STATUSES as readonly string[]).includes(status);

function JobRow({ job }: { job: BulkUpdateDto }) {
  const t = useT("bulk");
  const count = useCount();
  const localize = useMessage();
  const undo = job.status === "undoing" || job.status === "undone";
  const done = undo ? job.undoProcessed : job.processed;
  const total = Math.max(job.total, done);
  const percent = total === 0 ? (job.status === "queued" ? 0 : 100) : Math.round((done / total) * 100);
  const actions = job.actions.map((a) => describeAction(a, t)).join("; ");
  const title = job.name || actions;
  return (
    <tr data-bulk-update={job._id}>
      <td>
        <div className="br-bu-title">{title}</div>
        <div className="br-dim br-xs">
          {describeSelection(job.filters, t, count, "chosen")}
          {job.name ? ` · ${actions}` : ""}
        </div>
        {job.error && <div className="br-bu-error">{localize(job.error)}</div>}
        {job.status === "undone" && (
          <div className="br-xs br-dim">
            {job.undoSkipped > 0
              ? t("updates.undoneSkipped", { restored: count(job.undoProcessed - job.undoSkipped), skipped: count(job.undoSkipped) })
              : t("updates.undone", { restored: count(job.undoProcessed - job.undoSkipped) })}
          </div>
        )}
      </td>
      <td className="br-bu-progress-cell">
        <span className={`br-badge br-bu-status br-bu-${job.status}`} data-status={job.status}>
          {isStatus(job.status) ? t(`updates.status.${job.status}`) : job.status}
        </span>
        <div
          className="br-bu-progress"
          role="progressbar"
          aria-label={undo ? t("updates.undoProgress") : t("updates.progress")}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={done}
        >
          <span style={{ width: `${percent}%` }} />
        </div>
        <div className="br-xs br-dim" data-progress-text="">
          {undo ? t("updates.progressUndone", { done: count(done), total: count(total) }) : `${count(done)} / ${count(total)}`}
        </div>
      </td>
      <td className="br-wide br-dim br-nowrap">
        <StoreDate value={job.createdAt} time />
      </td>
      <td>
        {(job.status === "done" || (job.status === "failed" && job.processed > 0 && !job.undoneAt)) && (
          <form method="post">
            <input type="hidden" name="id" value={job._id} />
            <button type="submit" name="intent" value="undo" className="br-bulk-button" {...enhance.lock(1000)} aria-label={t("updates.undoOf", { title })}>
              {t("updates.undo")}
            </button>
          </form>
        )}
      </td>
    </tr>
  );
}
