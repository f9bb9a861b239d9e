import { getFormProps } from "@conform-to/react";
import { Alert, Group, Stack, Text, Title } from "@mantine/core";
import { Form, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { BackLink } from "~/components/BackLink";
import { ConfirmDeleteDialog, UnsavedChangesDialog } from "~/components/dialogs";
// The form kit's files, not its index: the index holds the zod rules, and a hydrated page must not load them (ADR 033).
import { EditorFooter } from "~/components/form/EditorFooter";
import { FieldErrorTemplate } from "~/components/form/FieldErrorTemplate";
import { SaveBar } from "~/components/form/SaveBar";
import { urlToggle } from "~/components/list/url-toggle";
import { ConflictView } from "./ConflictView";
import type { EditorForm } from "./useEditorForm";
import { useMessage, useT } from "~/lib/i18n";
import { enhance } from "~/enhance/attributes";

const UNSAVED_DIALOG_ID = "unsaved-changes";
const SAVE_INTENTS = new Set(["save", "overwrite", "create"]);

/** What an area's editor screen is called and where it lives: client-safe, next to the area's form (ADR 031). */
export interface EditorScreenConfig<Record> {
  /** "feed": the alerts say "The feed was not saved", "Someone else saved this feed"; the delete dialog is `delete-feed`. */
  noun: string;
  formId: string;
  back: { to: string; label: ReactNode };
  /** The new record's title ("Create feed") and page (where its form posts). */
  create: { title: string; url: string };
  title(record: Record): ReactNode;
  /** A saved record's page: where its form posts, and where Discard and "Load latest version" lead. */
  url(record: Record): string;
  /** The footer's Delete label; without it a saved record has no Delete. */
  deleteLabel?: string;
  /** The delete dialog's name for the record (default: the title in quotes). */
  deleteItem?(record: Record): string;
  /** The refused form's alert title (default: "The {noun} was not saved" after a save). */
  refusedTitle?: string;
  /**
   * The kit's sentences about the record, said in the page's language (Vietnamese word order differs, so whole texts,
   * not a noun). Each one left out is English made from `noun`: "The {noun} was not saved", "The {noun} was not
   * deleted", "Delete {noun}?", "Someone else saved this {noun}".
   */
  texts?: { notSaved?: string; notDeleted?: string; deleteTitle?: string; conflictTitle?: string };
}

export interface EditorScreenProps<Record extends { version: number }> {
  screen: EditorScreenConfig<Record>;
  /** The saved record, or null for a new one. */
  record: Record | null;
  // Any values: the screen reads only the form's id, errors and state.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  editor: EditorForm<any>;
  /** Overrides the screen's page URL (a new collection's type), and a query the post keeps (the feed's category search). */
  action?: string;
  postSearch?: string;
  back?: { to: string; label: ReactNode };
  /** Next to the title (a status badge). */
  badge?: ReactNode;
  /** At the header's right (a Preview button). */
  headerActions?: ReactNode;
  description?: ReactNode;
  /** The submit's intent (default save); `false`: the fields hold their own buttons (no save bar, no footer submit). */
  submitIntent?: string | false;
  /** `multipart/form-data` when the form carries a file (the watermark's image), so it uploads without JavaScript too. */
  encType?: "multipart/form-data";
  /** The submit's words when Create or Save would not say what it does ("Send invitation"). */
  submitLabel?: string;
  /** Save bar, unsaved-changes guard and dialog (default on). */
  guard?: boolean;
  /** Before everything (a form's hidden default button). */
  before?: ReactNode;
  /** A side column outside the form (forms of its own); the form is then the main column. */
  aside?: ReactNode;
  /** Below the footer: sections with forms of their own, extra dialogs. */
  after?: ReactNode;
  className?: string;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * The editor screen kit's page (ADR 031): back link and title, the alerts (a refused delete, the one conflict view, a
 * refused save), the conform form with its intent and dirty guard, the save bar, the footer with Delete, and the
 * delete and unsaved-changes dialogs. Server-rendered; the enhance script reads its data attributes (ADR 006).
 */
export function EditorScreen<Record extends { version: number }>(props: EditorScreenProps<Record>) {
  const { editor, screen, record, aside, guard = true } = props;
  const { form, actionData } = editor;
  const confirm = urlToggle(useLocation(), "confirm", "delete");
  const t = useT();
  const localize = useMessage();
  const action = props.action ?? (record ? screen.url(record) : screen.create.url);
  const submitLabel = record ? "Save" : "Create";
  const submit = props.submitIntent === false ? null : ({ label: submitLabel, intent: props.submitIntent ?? "save" } as const);
  const remove =
    record && screen.deleteLabel
      ? { label: screen.deleteLabel, item: screen.deleteItem?.(record) ?? `“${String(screen.title(record))}”`, version: record.version }
      : null;
  const conflict = actionData?.conflict;
  const formErrors = conflict ? [] : (form.errors ?? []);
  const pageError = actionData?.pageError;
  const noun = screen.noun;
  const deleteDialogId = `delete-${noun.replace(/ /g, "-")}`;
  const postUrl = props.postSearch ? `${action}?${props.postSearch}` : action;
  const back = props.back ?? screen.back;
  const texts = screen.texts ?? {};

  const alerts = (
    <>
      {conflict && <ConflictView noun={noun} title={texts.conflictTitle} conflict={conflict} formId={form.id} latestHref={action} />}
      {formErrors.length > 0 && (
        <Alert
          color="red"
          variant="light"
          title={screen.refusedTitle ?? (SAVE_INTENTS.has(actionData?.intent ?? "") ? (texts.notSaved ?? `The ${noun} was not saved`) : t("form.failed"))}
          role="alert"
          id={form.errorId}
        >
          {formErrors.map(localize).join(" ")}
        </Alert>
      )}
    </>
  );
  // After a refused save the form holds input that is not saved yet: it starts out dirty (data-unsaved).
  const formElement = (
    <Form
      method="post"
      {...getFormProps(form)}
      action={postUrl}
      encType={props.encType}
      className={aside ? "br-editor-form br-editor-main" : "br-editor-form"}
      {...enhance.validate()}
      {...(guard ? enhance.dirtyGuard(UNSAVED_DIALOG_ID, !!editor.lastResult) : {})}
    >
      <FieldErrorTemplate />
      {record && <input type="hidden" name="version" value={String(editor.values.version ?? record.version)} />}
      <Stack gap="lg">
        {alerts}
        {props.children}
      </Stack>
    </Form>
  );

  return (
    <Stack gap="lg" className={props.className ?? "br-editor"}>
      {props.before}
      {guard && submit && (
        <SaveBar formId={form.id} submitLabel={submit.label} label={props.submitLabel} intent={submit.intent ?? "save"} discardHref={action} />
      )}
      <Group justify="space-between" wrap="nowrap" align="flex-end">
        <div className="br-editor-head">
          <BackLink to={back.to}>{back.label}</BackLink>
          <Group gap="sm" wrap="nowrap" miw={0} mt={4}>
            <Title order={1} size="h2" className="br-break">
              {record ? screen.title(record) : screen.create.title}
            </Title>
            {props.badge}
          </Group>
          {props.description && (
            <Text size="sm" c="dimmed">
              {props.description}
            </Text>
          )}
        </div>
        {props.headerActions}
      </Group>

      {pageError && (
        <Alert
          color="red"
          variant="light"
          title={actionData?.intent === "delete" ? (texts.notDeleted ?? `The ${noun} was not deleted`) : t("form.failed")}
          role="alert"
        >
          {localize(pageError)}
        </Alert>
      )}

      {aside ? (
        <div className="br-editor-grid">
          {formElement}
          <Stack gap="lg" className="br-editor-side">
            {aside}
          </Stack>
        </div>
      ) : (
        formElement
      )}

      {submit && (
        <EditorFooter
          formId={form.id}
          submitLabel={props.submitLabel ?? (submit.label === "Save" ? t("form.save") : t("form.create"))}
          intent={submit.intent}
          remove={remove ? { label: remove.label, href: confirm.openHref, dialogId: deleteDialogId } : undefined}
        />
      )}
      {props.after}
      {remove && (
        <ConfirmDeleteDialog
          id={deleteDialogId}
          title={texts.deleteTitle ?? `Delete ${noun}?`}
          item={remove.item}
          opened={confirm.open}
          closeHref={confirm.closeHref}
          action={action}
          fields={{ version: remove.version }}
        />
      )}
      {guard && <UnsavedChangesDialog id={UNSAVED_DIALOG_ID} />}
    </Stack>
  );
}
