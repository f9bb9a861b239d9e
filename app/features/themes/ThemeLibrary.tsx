// The themes library's parts (ADR 070): the published theme's card, the drafts, each theme's dialogs (URL states, opened
// in place by the enhance script), the upload form and the publish history. Plain forms and links: Tier 1.
import { Alert, Badge, Button, Card, Group, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { Form, Link } from "@remix-run/react";
import type { ThemePublicationDto, ThemeSummaryDto } from "@domain/themes";
import { THEME_LIMITS } from "@domain/themes";
import { DIALOG_BUTTON_LOCK_MS, DialogFrame } from "~/components/dialogs";
import { StoreDate } from "~/components/StoreDate";
import { ChevronDown, Dropdown } from "~/components/shell/Dropdown";
import { enhance } from "~/enhance/attributes";
import { Trans, useMessage, useT } from "~/lib/i18n";
import type { ThemesActionData } from "./actions.server";
import { THEME_ZIP_ACCEPT } from "./forms";
import { themeUrls } from "./urls";

export type DialogKind = "publish" | "rename" | "delete";
const dialogId = (kind: DialogKind, themeId: string) => `theme-${kind}-${themeId}`;
/** The answer about this theme's form, if the last post was one. */
const answerFor = (answer: ThemesActionData | null, themeId: string, ...intents: ThemesActionData["intent"][]) =>
  answer && answer.themeId === themeId && intents.includes(answer.intent) ? answer : null;

/** What a theme is, in one line: its starter (or uploaded), when it was last saved, how many files. */
function ThemeMeta({ theme }: { theme: ThemeSummaryDto }) {
  const t = useT("themes");
  return (
    <Text size="sm" c="dimmed" className="br-theme-meta">
      <span>{theme.starter ? t("starter", { name: theme.starter.charAt(0).toUpperCase() + theme.starter.slice(1) }) : t("uploaded")}</span>
      <span aria-hidden="true"> · </span>
      <span>
        <Trans t={t} i18nKey="updated" components={{ date: <StoreDate value={theme.updatedAt} time /> }} />
      </span>
      <span aria-hidden="true"> · </span>
      <span>{t("files", { count: theme.fileCount })}</span>
    </Text>
  );
}

/** Preview opens the storefront in a new tab, through the route that signs the link (a plain link). */
function PreviewButton({ theme }: { theme: ThemeSummaryDto }) {
  const t = useT("themes");
  return (
    <Button
      component="a"
      href={themeUrls.preview(theme._id)}
      target="_blank"
      rel="noopener"
      size="xs"
      variant="default"
      aria-label={`${t("actions.preview")}: ${theme.name}`}
    >
      {t("actions.preview")}
    </Button>
  );
}

/** Rename, duplicate, download (and delete for a draft) in a <details> menu: it opens without JavaScript. */
function MoreActions({ theme }: { theme: ThemeSummaryDto }) {
  const t = useT("themes");
  const draft = theme.role === "draft";
  return (
    <Dropdown
      label={t("actions.moreFor", { name: theme.name })}
      align="start"
      summary={
        <>
          <span className="br-theme-more">{t("actions.more")}</span>
          <ChevronDown />
        </>
      }
    >
      <a href={themeUrls.dialog("rename", theme._id)} className="br-menu-item" {...enhance.dialogOpen(dialogId("rename", theme._id))}>
        {t("actions.rename")}
      </a>
      <Form method="post" action={themeUrls.action}>
        <input type="hidden" name="intent" value="duplicate" />
        <input type="hidden" name="themeId" value={theme._id} />
        <button type="submit" className="br-menu-item">
          {t("actions.duplicate")}
        </button>
      </Form>
      <a href={themeUrls.download(theme._id)} className="br-menu-item" download>
        {t("actions.download")}
      </a>
      {draft && (
        <a href={themeUrls.dialog("delete", theme._id)} className="br-menu-item br-theme-danger" {...enhance.dialogOpen(dialogId("delete", theme._id))}>
          {t("actions.delete")}
        </a>
      )}
    </Dropdown>
  );
}

export function PublishedThemeCard({ theme }: { theme: ThemeSummaryDto }) {
  const t = useT("themes");
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="published-theme" data-theme-card="published" className="br-theme-card">
      <Stack gap="sm">
        <Text size="sm" fw={600} c="dimmed" tt="uppercase" className="br-theme-eyebrow">
          {t("published.heading")}
        </Text>
        <Group justify="space-between" align="flex-start" gap="md">
          <div className="br-theme-heading">
            <Group gap="sm" wrap="wrap">
              <Title order={2} size="h3" id="published-theme" className="br-theme-name">
                {theme.name}
              </Title>
              <Badge color="green" variant="light">
                {t("published.badge")}
              </Badge>
            </Group>
            <ThemeMeta theme={theme} />
            <Text size="sm" mt={4}>
              {t("published.help")}
            </Text>
          </div>
          <Group gap="xs" className="br-theme-actions">
            <MoreActions theme={theme} />
            <PreviewButton theme={theme} />
            <Button component={Link} to={themeUrls.editor(theme._id)} reloadDocument size="xs">
              {t("actions.customize")}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}

export function LibraryCard({ drafts }: { drafts: ThemeSummaryDto[] }) {
  const t = useT("themes");
  return (
    <Card withBorder radius="md" padding={0} component="section" aria-labelledby="theme-library" className="br-theme-card">
      <Stack gap={2} p="md">
        <Title order={2} size="h4" id="theme-library">
          {t("library.heading")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("library.help")}
        </Text>
      </Stack>
      {drafts.length === 0 ? (
        <div className="br-theme-empty">
          <Text fw={600}>{t("library.emptyTitle")}</Text>
          <Text size="sm" c="dimmed">
            {t("library.emptyBody")}
          </Text>
        </div>
      ) : (
        <ul className="br-theme-list">
          {drafts.map((theme) => (
            <li key={theme._id} className="br-theme-row" data-theme={theme.name}>
              <div className="br-theme-heading">
                <Text fw={600} className="br-theme-name">
                  {theme.name}
                </Text>
                <ThemeMeta theme={theme} />
              </div>
              <Group gap="xs" className="br-theme-actions">
                <MoreActions theme={theme} />
                <PreviewButton theme={theme} />
                <Button component={Link} to={themeUrls.editor(theme._id)} reloadDocument size="xs" variant="default">
                  {t("actions.customize")}
                </Button>
                <Button
                  component="a"
                  href={themeUrls.dialog("publish", theme._id)}
                  size="xs"
                  aria-label={`${t("actions.publish")}: ${theme.name}`}
                  {...enhance.dialogOpen(dialogId("publish", theme._id))}
                >
                  {t("actions.publish")}
                </Button>
              </Group>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** One theme's dialogs: publish (a draft), rename, delete (a draft). Open when the URL or a refused post says so. */
export function ThemeDialogs({
  theme,
  published,
  search,
  answer,
}: {
  theme: ThemeSummaryDto;
  published: ThemeSummaryDto | null;
  search: URLSearchParams;
  answer: ThemesActionData | null;
}) {
  const t = useT("themes");
  const say = useMessage();
  const close = themeUrls.list;
  const renamed = answerFor(answer, theme._id, "rename");
  const renameOpen = search.get("rename") === theme._id || Boolean(renamed);
  const renameForm = `${dialogId("rename", theme._id)}-form`;
  const footer = (formId: string, label: string, color?: string) => (
    <>
      <Button component={Link} to={close} variant="default" {...enhance.dialogClose()} {...enhance.autofocus()}>
        {t("dialogs.cancel")}
      </Button>
      <Button type="submit" form={formId} color={color} {...enhance.lock(DIALOG_BUTTON_LOCK_MS)}>
        {label}
      </Button>
    </>
  );
  const hidden = (intent: string, version: number) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="themeId" value={theme._id} />
      <input type="hidden" name="version" value={String(version)} />
    </>
  );
  const nameError = renamed?.errors.name?.[0];
  return (
    <>
      <DialogFrame
        id={dialogId("rename", theme._id)}
        opened={renameOpen}
        closeHref={close}
        title={t("dialogs.renameTitle")}
        footer={footer(renameForm, t("dialogs.save"))}
      >
        <Form method="post" action={themeUrls.action} id={renameForm}>
          {hidden("rename", renamed?.current?.version ?? theme.version)}
          <Stack gap="sm">
            {renamed?.pageError && (
              <Alert color="yellow" variant="light" role="alert">
                <Text size="sm">{say(renamed.pageError)}</Text>
                {renamed.current && (
                  <Text size="sm" mt={4}>
                    {t("dialogs.renameLatest", { name: renamed.current.name })}
                  </Text>
                )}
              </Alert>
            )}
            <TextInput
              name="name"
              label={t("dialogs.renameName")}
              defaultValue={renamed ? (renamed.values.name ?? "") : theme.name}
              maxLength={100}
              required
              autoComplete="off"
              error={nameError ? say(nameError) : undefined}
              {...enhance.autofocus()}
            />
          </Stack>
        </Form>
      </DialogFrame>

      {theme.role === "draft" && (
        <>
          <DialogFrame
            id={dialogId("publish", theme._id)}
            opened={search.get("publish") === theme._id}
            closeHref={close}
            title={t("dialogs.publishTitle", { name: theme.name })}
            footer={footer(`${dialogId("publish", theme._id)}-form`, t("actions.publish"))}
          >
            <Form method="post" action={themeUrls.action} id={`${dialogId("publish", theme._id)}-form`}>
              {hidden("publish", theme.version)}
            </Form>
            <Text>{t("dialogs.publishBody", { name: theme.name, current: published?.name ?? "" })}</Text>
          </DialogFrame>
          <DialogFrame
            id={dialogId("delete", theme._id)}
            opened={search.get("delete") === theme._id}
            closeHref={close}
            title={t("dialogs.deleteTitle", { name: theme.name })}
            footer={footer(`${dialogId("delete", theme._id)}-form`, t("actions.delete"), "red")}
          >
            <Form method="post" action={themeUrls.action} id={`${dialogId("delete", theme._id)}-form`}>
              {hidden("delete", theme.version)}
            </Form>
            <Text>{t("dialogs.deleteBody")}</Text>
          </DialogFrame>
        </>
      )}
    </>
  );
}

/** The zip upload: a plain multipart form. A refused file's problems are listed under the field, by path. */
export function UploadCard({ answer }: { answer: ThemesActionData | null }) {
  const t = useT("themes");
  const say = useMessage();
  const mine = answer?.intent === "upload" ? answer : null;
  const fileError = mine?.errors.file?.[0] ?? mine?.pageError ?? null;
  const nameError = mine?.errors.name?.[0];
  const failed = Boolean(fileError || mine?.files.length);
  const describedBy = [failed && "theme-upload-error", failed && mine?.fileName && "theme-upload-again"].filter(Boolean).join(" ") || undefined;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="theme-upload">
      <form method="post" encType="multipart/form-data" action={themeUrls.action}>
        <Stack gap="sm">
          <div>
            <Title order={2} size="h4" id="theme-upload">
              {t("upload.heading")}
            </Title>
            <Text size="sm" c="dimmed">
              {t("upload.help", { mb: THEME_LIMITS.zipBytes / 1024 / 1024 })}
            </Text>
          </div>
          {/* A native file input (csv.css's look): Mantine's FileInput needs JavaScript to open the picker. */}
          <div className="br-csv-field">
            <label htmlFor="theme-upload-file" className="br-csv-label">
              {t("upload.file")}
            </label>
            <input
              id="theme-upload-file"
              className="br-csv-file"
              type="file"
              name="file"
              accept={THEME_ZIP_ACCEPT}
              required
              aria-invalid={failed ? true : undefined}
              aria-describedby={describedBy}
            />
            {failed && (
              <div id="theme-upload-error" className="br-csv-error" role="alert">
                {fileError && <div>{say(fileError)}</div>}
                {mine && mine.files.length > 0 && (
                  <>
                    <div>{t("upload.fileErrors")}</div>
                    <ul className="br-theme-file-errors">
                      {mine.files.map((f) => (
                        <li key={f.path}>
                          <code>{f.path === "files" ? t("upload.wholeTheme") : f.path}</code>: {f.messages.map((m) => say(m)).join(" ")}
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </div>
            )}
            {failed && mine?.fileName && (
              <Text size="xs" c="dimmed" id="theme-upload-again">
                {t("upload.chooseAgain", { file: mine.fileName })}
              </Text>
            )}
          </div>
          <TextInput
            name="name"
            label={t("upload.name")}
            description={t("upload.nameHelp")}
            defaultValue={mine?.values.name ?? ""}
            maxLength={100}
            autoComplete="off"
            error={nameError ? say(nameError) : undefined}
            maw={420}
          />
          <div>
            <Button type="submit" variant="default" {...enhance.lock(DIALOG_BUTTON_LOCK_MS)}>
              {t("upload.submit")}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}

/** Publish history: the last few publishes, newest first (the API keeps the rest). */
export function PublishHistory({ publications, shown = 10 }: { publications: ThemePublicationDto[]; shown?: number }) {
  const t = useT("themes");
  const rows = publications.slice(0, shown);
  const more = publications.length - rows.length;
  return (
    <Card withBorder radius="md" padding={0} component="section" aria-labelledby="theme-history">
      <Title order={2} size="h4" p="md" pb="xs" id="theme-history">
        {t("history.heading")}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed" px="md" pb="md">
          {t("history.empty")}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="xs" horizontalSpacing="md" className="br-theme-history">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("history.theme")}</Table.Th>
                <Table.Th w={110}>{t("history.version")}</Table.Th>
                <Table.Th>{t("history.by")}</Table.Th>
                <Table.Th w={180}>{t("history.at")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((p) => (
                <Table.Tr key={p._id}>
                  <Table.Td className="br-theme-name">{p.themeName}</Table.Td>
                  <Table.Td>{p.themeVersion}</Table.Td>
                  <Table.Td className="br-theme-name">{p.publishedByName ?? t("history.nobody")}</Table.Td>
                  <Table.Td className="br-theme-when">
                    <StoreDate value={p.publishedAt} time />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {more > 0 && (
        <Text size="xs" c="dimmed" px="md" pb="sm">
          {t("history.more", { count: more })}
        </Text>
      )}
    </Card>
  );
}
