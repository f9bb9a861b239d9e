import { describeAction, type BulkUpdateDto } from "@domain/bulk-update";
import { StoreDate } from "~/components/StoreDate";
import { describeFilters, STATUS_LABELS } from "./form";
import { enhance } from "~/enhance/attributes";

export const isActive = (j: BulkUpdateDto) => j.status === "queued" || j.status === "running" || j.status === "undoing";

/** The jobs with status, progress and Undo (a POST form per finished job). Plain markup, like the products list. */
export function BulkUpdatesTable({ jobs }: { jobs: BulkUpdateDto[] }) {
  return (
    <div className="br-table-scroll">
      <table className="br-bu-table br-bu-list">
        <thead>
          <tr>
            <th>Bulk update</th>
            <th className="br-bu-progress-cell">Status</th>
            <th style={{ width: 150 }} className="br-wide">
              Created
            </th>
            <th style={{ width: 80 }}>
              <span className="br-visually-hidden">Actions</span>
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

function JobRow({ job }: { job: BulkUpdateDto }) {
  const undo = job.status === "undoing" || job.status === "undone";
  const done = undo ? job.undoProcessed : job.processed;
  const total = Math.max(job.total, done);
  const percent = total === 0 ? (job.status === "queued" ? 0 : 100) : Math.round((done / total) * 100);
  const title = job.name || job.actions.map(describeAction).join("; ");
  return (
    <tr data-bulk-update={job._id}>
      <td>
        <div className="br-bu-title">{title}</div>
        <div className="br-dim br-xs">
          {describeFilters(job.filters)}
          {job.name ? ` · ${job.actions.map(describeAction).join("; ")}` : ""}
        </div>
        {job.error && <div className="br-bu-error">{job.error}</div>}
        {job.status === "undone" && (
          <div className="br-xs br-dim">
            Undone: {job.undoProcessed - job.undoSkipped} restored
            {job.undoSkipped > 0 ? `, ${job.undoSkipped} skipped because they changed since` : ""}
          </div>
        )}
      </td>
      <td className="br-bu-progress-cell">
        <span className={`br-badge br-bu-status br-bu-${job.status}`} data-status={job.status}>
          {STATUS_LABELS[job.status] ?? job.status}
        </span>
        <div className="br-bu-progress" role="progressbar" aria-label={undo ? "Undo progress" : "Progress"} aria-valuemin={0} aria-valuemax={total} aria-valuenow={done}>
          <span style={{ width: `${percent}%` }} />
        </div>
        <div className="br-xs br-dim" data-progress-text="">
          {done.toLocaleString("en-US")} / {total.toLocaleString("en-US")}
          {undo ? " undone" : ""}
        </div>
      </td>
      <td className="br-wide br-dim br-nowrap"><StoreDate value={job.createdAt} time /></td>
      <td>
        {(job.status === "done" || (job.status === "failed" && job.processed > 0 && !job.undoneAt)) && (
          <form method="post">
            <input type="hidden" name="id" value={job._id} />
            <button type="submit" name="intent" value="undo" className="br-bulk-button" {...enhance.lock(1000)} aria-label={`Undo ${title}`}>
              Undo
            </button>
          </form>
        )}
      </td>
    </tr>
  );
}
