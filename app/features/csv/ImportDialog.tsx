import { Alert, Anchor, Button, Stack, Text } from "@mantine/core";
import { Link } from "@remix-run/react";
import { IMPORT_MODES, type ImportMode, type ImportTaskDto } from "@domain/csv-import";
import { DIALOG_BUTTON_LOCK_MS, DialogFrame } from "~/components/dialogs";
import { StoreDate } from "~/components/StoreDate";
import { IMPORT_DIALOG_ID, IMPORT_STATUS_ID, IMPORT_TASKS_ID, csvDialogHref, csvFormAction, type CsvActionData } from "./urls";
import { RecentTasks } from "./RecentTasks";
import { productUrls } from "../products/urls";
import { useCount, useMessage, useT } from "~/lib/i18n";
import { enhance } from "~/enhance/attributes";

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
  const t = useT("csv");
  const localize = useMessage();
  return (
    <DialogFrame
      id={IMPORT_DIALOG_ID}
      opened={opened}
      closeHref={closeHref}
      title={t("importDialog.title")}
      footer={
        task ? (
          <>
            <Button component={Link} to={csvDialogHref(location, "import")} variant="default">
              {t("importDialog.another")}
            </Button>
            <Button component={Link} to={closeHref} {...enhance.dialogClose()}>
              {t("importDialog.close")}
            </Button>
          </>
        ) : (
          <>
            <Button component={Link} to={closeHref} variant="default" {...enhance.dialogClose()}>
              {t("importDialog.cancel")}
            </Button>
            <Button type="submit" form={FORM_ID} {...enhance.lock(DIALOG_BUTTON_LOCK_MS)}>
              {t("importDialog.submit")}
            </Button>
          </>
        )
      }
    >
      {task ? (
        <ImportStatus task={task} refreshHref={csvDialogHref(location, "import", task._id)} />
      ) : (
        <form
          method="post"
          encType="multipart/form-data"
          action={csvFormAction(location, "import")}
          id={FORM_ID}
          className="br-csv-form"
          {...enhance.leaveOk()}
        >
          <Text size="sm" c="dimmed">
            {t("importDialog.intro")}
          </Text>
          {/* The mode comes before the file in the multipart body: the admin streams the file to the API as it arrives. */}
          <fieldset className="br-csv-modes">
            <legend className="br-csv-label">{t("importDialog.legend")}</legend>
            {IMPORT_MODES.map((m) => (
              <label key={m} className="br-csv-mode">
                <input type="radio" name="mode" value={m} defaultChecked={m === mode} />
                <span>
                  <span className="br-csv-mode-title">{t(`modes.${m}`)}</span>
                  <span className="br-csv-mode-hint">{t(`modeHints.${m}`)}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <div className="br-csv-field">
            <label htmlFor="csv-import-file" className="br-csv-label">
              {t("importDialog.file")}
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
                {localize(error)}
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
  const t = useT("csv");
  const n = useCount();
  const localize = useMessage();
  return (
    <div
      id={IMPORT_STATUS_ID}
      className="br-csv-status"
      {...enhance.live({ src: refreshHref, pollMs: running ? 1000 : undefined, reloadWhenDone: true })}
      aria-live="polite"
    >
      <Stack gap="sm">
        <div className="br-csv-status-head">
          <Text fw={600} className="br-csv-file-name">
            {task.fileName}
          </Text>
          <Text size="sm" c="dimmed">
            {t(`modes.${task.mode}`)}
          </Text>
        </div>
        <div className="br-csv-state" data-status={task.status}>
          <span>{t(`importStatus.${task.status}`)}</span>
          {task.status === "validating" && <span>{t("task.rowsChecked", { n: n(task.processedRows) })}</span>}
          {task.status === "writing" && <span>{toWrite > 0 ? t("task.rowsSaved", { done: n(task.processedRows), total: n(toWrite) }) : ""}</span>}
        </div>
        {writing && <progress className="br-progress" value={percent} max={100} aria-label={t("task.progress")} />}
        {running && (
          <Link to={refreshHref} className="br-csv-refresh">
            {t("task.refresh")}
          </Link>
        )}
        {!writing && (
          <dl className="br-csv-counts">
            <div>
              <dt>{t("task.rows")}</dt>
              <dd>{n(task.totalRows)}</dd>
            </div>
            <div>
              <dt>{t("task.created")}</dt>
              <dd data-count="created">{n(task.createdCount)}</dd>
            </div>
            <div>
              <dt>{t("task.updated")}</dt>
              <dd data-count="updated">{n(task.updatedCount)}</dd>
            </div>
            <div>
              <dt>{t("task.withErrors")}</dt>
              <dd data-count="errors">{n(task.errorCount)}</dd>
            </div>
          </dl>
        )}
        {task.error && (
          <Alert color="red" variant="light" title={task.status === "failed" ? t("task.notImported") : undefined}>
            {localize(task.error)}
          </Alert>
        )}
        {task.mode === "dry-run" && task.status === "done" && task.errorCount === 0 && (
          <Alert color="green" variant="light">
            {t("task.allValid")}
          </Alert>
        )}
        {images && images.total > 0 && !writing && <ImportImages images={images} fetching={running} />}
        {task.errors.length > 0 && <ImportErrors task={task} />}
        {errorTotal > 0 && (
          <Anchor href={productUrls.importErrors(task._id)} size="sm" fw={500} className="br-csv-errors-download" download>
            {t("task.downloadErrors", { count: errorTotal, n: n(errorTotal) })}
          </Anchor>
        )}
        {task.ignoredColumns.length > 0 && !writing && (
          <details className="br-csv-ignored">
            <summary>{t("task.ignoredColumns", { count: task.ignoredColumns.length, n: n(task.ignoredColumns.length) })}</summary>
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
  const t = useT("csv");
  const n = useCount();
  return (
    <div className="br-csv-images" data-images={fetching ? "fetching" : "done"}>
      <Text size="sm" fw={500}>
        {fetching
          ? t("task.fetchingImages", { done: n(settled), total: n(images.total) })
          : t("task.imagesSaved", { done: n(images.done), total: n(images.total) })}
        {images.failed > 0 ? t("task.imagesFailed", { n: n(images.failed) }) : ""}
      </Text>
      {fetching && (
        <progress
          className="br-progress"
          value={images.total > 0 ? Math.round((settled / images.total) * 100) : 0}
          max={100}
          aria-label={t("task.imageProgress")}
        />
      )}
      {images.errors.length > 0 && (
        <LineErrors
          caption={
            images.failed > images.errors.length
              ? t("task.firstImageErrors", { shown: n(images.errors.length), total: n(images.failed) })
              : t("task.imageErrors")
          }
          reason={t("task.reason")}
          errors={images.errors}
        />
      )}
    </div>
  );
}

function ImportErrors({ task }: { task: ImportTaskDto }) {
  const t = useT("csv");
  const n = useCount();
  const caption =
    task.errorCount > task.errors.length ? t("task.firstRowErrors", { shown: n(task.errors.length), total: n(task.errorCount) }) : t("task.rowErrors");
  return <LineErrors caption={caption} reason={t("task.message")} errors={task.errors} />;
}

/** A file's errors by line and column: a row's, or an image's it names. */
function LineErrors({ caption, reason, errors }: { caption: string; reason: string; errors: ImportTaskDto["errors"] }) {
  const t = useT("csv");
  const localize = useMessage();
  return (
    <div className="br-csv-errors">
      <table className="br-csv-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t("task.line")}</th>
            <th scope="col">{t("task.column")}</th>
            <th scope="col">{reason}</th>
          </tr>
        </thead>
        <tbody>
          {errors.map((e, i) => (
            <tr key={i}>
              <td className="br-csv-num">{e.line}</td>
              <td>{e.field ?? "—"}</td>
              <td>{localize(e.message)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RecentImports({ location, tasks }: { location: { pathname: string; search: string }; tasks: ImportTaskDto[] | null }) {
  const running = tasks?.some((task) => task.status === "validating" || task.status === "writing") ?? false;
  const t = useT("csv");
  const n = useCount();
  return (
    <RecentTasks
      id={IMPORT_TASKS_ID}
      title={t("importDialog.recent")}
      empty={t("importDialog.empty")}
      liveSrc={csvDialogHref(location, "import")}
      pollMs={running ? 2000 : undefined}
      tasks={tasks}
    >
      {(task) => (
        <li key={task._id} className="br-csv-task">
          <div className="br-csv-task-main">
            <span className="br-csv-task-scope">{task.fileName}</span>
            <span className="br-csv-task-meta">
              <StoreDate value={task.createdAt} time /> · {t(`modes.${task.mode}`)}
              {task.status === "done" || task.status === "failed"
                ? ` · ${t("importDialog.recentCounts", { created: n(task.createdCount), updated: n(task.updatedCount), errors: n(task.errorCount) })}`
                : ""}
            </span>
          </div>
          <span className="br-csv-badge" data-status={task.status === "done" ? 3 : task.status === "failed" ? 4 : 1}>
            {t(`importStatus.${task.status}`)}
          </span>
          <Link to={csvDialogHref(location, "import", task._id)} className="br-csv-download" aria-label={t("importDialog.viewOf", { file: task.fileName })}>
            {t("importDialog.view")}
          </Link>
        </li>
      )}
    </RecentTasks>
  );
}
