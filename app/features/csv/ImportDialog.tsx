import { Alert, Anchor, Button, Progress, Stack, Text } from "@mantine/core";
import { Link } from "@remix-run/react";
import { IMPORT_MODE_LABELS, IMPORT_MODES, type ImportMode, type ImportTaskDto } from "@domain/csv-import";
import { DIALOG_BUTTON_LOCK_MS, DialogFrame } from "~/components/dialogs";
import { StoreDate } from "~/components/StoreDate";
import { IMPORT_DIALOG_ID, IMPORT_STATUS_ID, IMPORT_TASKS_ID, csvDialogHref, csvFormAction, type CsvActionData } from "./urls";
import { RecentTasks } from "./RecentTasks";
import { productUrls } from "../products/urls";
import { enhance } from "~/enhance/attributes";

const MODE_HINTS: Record<ImportMode, string> = {
  "all-or-nothing": "If any row has an error, nothing is imported. If saving stops halfway, the products already saved are put back as they were.",
  "valid-only": "Products without errors are imported; the rows with errors are listed (a product with an error on any of its rows is left out whole).",
  "dry-run": "Checks every row and imports nothing.",
};

const STATUS_LABELS: Record<ImportTaskDto["status"], string> = {
  validating: "Checking rows…",
  writing: "Saving products…",
  done: "Finished",
  failed: "Failed",
};

const n = (v: number) => v.toLocaleString("en-US");
const FORM_ID = "csv-import-form";

/**
 * SPEC §5 file upload for the products CSV or Excel file: Import on the products list opens this in place (JS) or by `?dialog=import`.
 * The form posts the file as multipart to the list's action, which streams it to the API; then `&import={id}` shows the
 * task's progress (refreshed by app/enhance/live-regions.ts, a Refresh link without JS) and its result.
 */
export function ImportDialog({
  location,
  opened,
  task,
  recent,
  failure,
}: {
  location: { pathname: string; search: string };
  opened: boolean;
  task: ImportTaskDto | null;
  /** Recent imports under the form; null until loaded (the enhance script loads them when the dialog opens in place). */
  recent: ImportTaskDto[] | null;
  failure: CsvActionData | null;
}) {
  const closeHref = csvDialogHref(location, null);
  const error = failure?.intent === "import" ? failure.error : null;
  const mode = (IMPORT_MODES as readonly string[]).includes(failure?.mode ?? "") ? (failure!.mode as ImportMode) : "all-or-nothing";
  return (
    <DialogFrame
      id={IMPORT_DIALOG_ID}
      opened={opened}
      closeHref={closeHref}
      title="Import products"
      footer={
        task ? (
          <>
            <Button component={Link} to={csvDialogHref(location, "import")} variant="default">
              Import another file
            </Button>
            <Button component={Link} to={closeHref} {...enhance.dialogClose()}>
              Close
            </Button>
          </>
        ) : (
          <>
            <Button component={Link} to={closeHref} variant="default" {...enhance.dialogClose()}>
              Cancel
            </Button>
            <Button type="submit" form={FORM_ID} {...enhance.lock(DIALOG_BUTTON_LOCK_MS)}>
              Import
            </Button>
          </>
        )
      }
    >
      {task ? (
        <ImportStatus task={task} refreshHref={csvDialogHref(location, "import", task._id)} />
      ) : (
        <form method="post" encType="multipart/form-data" action={csvFormAction(location, "import")} id={FORM_ID} className="br-csv-form" {...enhance.leaveOk()}>
          <Text size="sm" c="dimmed">
            Shopify&apos;s product CSV, as Shopify and this store export it (a row per variant, further images on rows of their own), in a UTF-8 CSV file
            or an Excel workbook (.xlsx, its first sheet). A product whose handle exists is updated; a new or empty handle creates one.
          </Text>
          {/* The mode comes before the file in the multipart body: the admin streams the file to the API as it arrives. */}
          <fieldset className="br-csv-modes">
            <legend className="br-csv-label">When a row has errors</legend>
            {IMPORT_MODES.map((m) => (
              <label key={m} className="br-csv-mode">
                <input type="radio" name="mode" value={m} defaultChecked={m === mode} />
                <span>
                  <span className="br-csv-mode-title">{IMPORT_MODE_LABELS[m]}</span>
                  <span className="br-csv-mode-hint">{MODE_HINTS[m]}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <div className="br-csv-field">
            <label htmlFor="csv-import-file" className="br-csv-label">
              File
            </label>
            <input
              id="csv-import-file"
              className="br-csv-file"
              type="file"
              name="file"
              accept=".csv,.txt,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "csv-import-file-error" : undefined}
              {...enhance.autofocus()}
            />
            {error && (
              <div id="csv-import-file-error" className="br-csv-error" role="alert">
                {error}
              </div>
            )}
          </div>
        </form>
      )}
      {!task && <RecentImports location={location} tasks={recent} />}
    </DialogFrame>
  );
}

function ImportStatus({ task, refreshHref }: { task: ImportTaskDto; refreshHref: string }) {
  const writing = task.status === "validating" || task.status === "writing";
  const images = task.images;
  const fetching = !writing && task.status !== "failed" && (images?.pending ?? 0) > 0;
  const running = writing || fetching || (task.status === "failed" && (images?.pending ?? 0) > 0);
  const toWrite = task.rowsToWrite;
  const percent = task.status === "writing" && toWrite > 0 ? Math.round((task.processedRows / toWrite) * 100) : writing ? 0 : 100;
  const errorTotal = task.errorCount + (images?.failed ?? 0);
  return (
    <div id={IMPORT_STATUS_ID} className="br-csv-status" {...enhance.live({ src: refreshHref, pollMs: running ? 1000 : undefined, reloadWhenDone: true })} aria-live="polite">
      <Stack gap="sm">
        <div className="br-csv-status-head">
          <Text fw={600} className="br-csv-file-name">
            {task.fileName}
          </Text>
          <Text size="sm" c="dimmed">
            {IMPORT_MODE_LABELS[task.mode]}
          </Text>
        </div>
        <div className="br-csv-state" data-status={task.status}>
          <span>{STATUS_LABELS[task.status]}</span>
          {task.status === "validating" && <span>{n(task.processedRows)} rows checked</span>}
          {task.status === "writing" && <span>{toWrite > 0 ? `${n(task.processedRows)} of ${n(toWrite)} rows saved` : ""}</span>}
        </div>
        {writing && <Progress value={percent} animated={task.status === "validating"} aria-label="Import progress" />}
        {running && (
          <Link to={refreshHref} className="br-csv-refresh">
            Refresh
          </Link>
        )}
        {!writing && (
          <dl className="br-csv-counts">
            <div>
              <dt>Rows</dt>
              <dd>{n(task.totalRows)}</dd>
            </div>
            <div>
              <dt>Products created</dt>
              <dd data-count="created">{n(task.createdCount)}</dd>
            </div>
            <div>
              <dt>Products updated</dt>
              <dd data-count="updated">{n(task.updatedCount)}</dd>
            </div>
            <div>
              <dt>Rows with errors</dt>
              <dd data-count="errors">{n(task.errorCount)}</dd>
            </div>
          </dl>
        )}
        {task.error && (
          <Alert color="red" variant="light" title={task.status === "failed" ? "Not imported" : undefined}>
            {task.error}
          </Alert>
        )}
        {task.mode === "dry-run" && task.status === "done" && task.errorCount === 0 && (
          <Alert color="green" variant="light">
            Every row is valid. Import the file again with another option to save it.
          </Alert>
        )}
        {images && images.total > 0 && !writing && <ImportImages images={images} fetching={running} />}
        {task.errors.length > 0 && <ImportErrors task={task} />}
        {errorTotal > 0 && (
          <Anchor href={productUrls.importErrors(task._id)} size="sm" fw={500} className="br-csv-errors-download" download>
            Download all {n(errorTotal)} {errorTotal === 1 ? "error" : "errors"} (CSV)
          </Anchor>
        )}
        {task.ignoredColumns.length > 0 && !writing && (
          <details className="br-csv-ignored">
            <summary>
              {n(task.ignoredColumns.length)} {task.ignoredColumns.length === 1 ? "column was" : "columns were"} not imported
            </summary>
            <ul className="br-csv-ignored-list">
              {task.ignoredColumns.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </details>
        )}
      </Stack>
    </div>
  );
}

/** The file's images: fetched in the background after the rows are saved (ADR 023); failures listed, never fatal. */
function ImportImages({ images, fetching }: { images: NonNullable<ImportTaskDto["images"]>; fetching: boolean }) {
  const settled = images.done + images.failed;
  return (
    <div className="br-csv-images" data-images={fetching ? "fetching" : "done"}>
      <Text size="sm" fw={500}>
        {fetching ? `Fetching images: ${n(settled)} of ${n(images.total)}` : `Images: ${n(images.done)} of ${n(images.total)} saved`}
        {images.failed > 0 ? `, ${n(images.failed)} could not be fetched` : ""}
      </Text>
      {fetching && <Progress value={images.total > 0 ? Math.round((settled / images.total) * 100) : 0} aria-label="Image progress" />}
      {images.errors.length > 0 && (
        <LineErrors
          caption={images.failed > images.errors.length ? `The first ${images.errors.length} images not saved of ${n(images.failed)}` : "Images not saved"}
          reason="Reason"
          errors={images.errors}
        />
      )}
    </div>
  );
}

function ImportErrors({ task }: { task: ImportTaskDto }) {
  const caption = task.errorCount > task.errors.length ? `The first ${task.errors.length} errors of ${n(task.errorCount)} rows` : "Rows with errors";
  return <LineErrors caption={caption} reason="Message" errors={task.errors} />;
}

/** A file's errors by line and column: a row's, or an image's it names. */
function LineErrors({ caption, reason, errors }: { caption: string; reason: string; errors: ImportTaskDto["errors"] }) {
  return (
    <div className="br-csv-errors">
      <table className="br-csv-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Column</th>
            <th scope="col">{reason}</th>
          </tr>
        </thead>
        <tbody>
          {errors.map((e, i) => (
            <tr key={i}>
              <td className="br-csv-num">{e.line}</td>
              <td>{e.field ?? "—"}</td>
              <td>{e.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RecentImports({ location, tasks }: { location: { pathname: string; search: string }; tasks: ImportTaskDto[] | null }) {
  const running = tasks?.some((t) => t.status === "validating" || t.status === "writing") ?? false;
  return (
    <RecentTasks id={IMPORT_TASKS_ID} title="Recent imports" noun="imports" liveSrc={csvDialogHref(location, "import")} pollMs={running ? 2000 : undefined} tasks={tasks}>
      {(t) => (
        <li key={t._id} className="br-csv-task">
          <div className="br-csv-task-main">
            <span className="br-csv-task-scope">{t.fileName}</span>
            <span className="br-csv-task-meta">
              <StoreDate value={t.createdAt} time /> · {IMPORT_MODE_LABELS[t.mode]}
              {t.status === "done" || t.status === "failed" ? ` · ${n(t.createdCount)} created, ${n(t.updatedCount)} updated, ${n(t.errorCount)} with errors` : ""}
            </span>
          </div>
          <span className="br-csv-badge" data-status={t.status === "done" ? 3 : t.status === "failed" ? 4 : 1}>
            {STATUS_LABELS[t.status]}
          </span>
          <Link to={csvDialogHref(location, "import", t._id)} className="br-csv-download" aria-label={`View import of ${t.fileName}`}>
            View
          </Link>
        </li>
      )}
    </RecentTasks>
  );
}
