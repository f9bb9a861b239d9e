import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { Alert, Stack, Text, Title } from "@mantine/core";
import { listThemePublications, listThemes } from "~/api-client/themes.server";
import { themesAction, type ThemesActionData } from "~/features/themes/actions.server";
import { LibraryCard, PublishHistory, PublishedThemeCard, ThemeDialogs, UploadCard } from "~/features/themes/ThemeLibrary";
import { requireStore } from "~/lib/guards.server";
import { useMessage, useT } from "~/lib/i18n";
import { requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/dialogs/dialogs.css";
import "~/features/csv/csv.css";
import "~/features/themes/themes.css";

export const meta = titleMeta;

/** SPEC §2 themes (ADR 070): the published theme, the drafts, upload, publish history. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStore(request, context, "themes");
  const [themes, publications, t] = await Promise.all([listThemes(api), listThemePublications(api), requestT(request, context, "themes")]);
  return { themes, publications, title: pageTitle(t("title")) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireStore(request, context, "themes");
  return themesAction(request, context, api);
}

export default function ThemesPage() {
  const { themes, publications } = useLoaderData<typeof loader>();
  const answer = (useActionData<typeof action>() as ThemesActionData | undefined) ?? null;
  const search = new URLSearchParams(useLocation().search);
  const t = useT("themes");
  const say = useMessage();
  const published = themes.find((theme) => theme.role === "published") ?? null;
  const drafts = themes.filter((theme) => theme.role === "draft");
  // A refusal the rename dialog or the upload form does not show itself: a stale publish or delete.
  const pageError = answer && answer.intent !== "rename" && answer.intent !== "upload" ? answer.pageError : null;
  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Title order={1} size="h2">
          {t("title")}
        </Title>
        <Text c="dimmed" size="sm">
          {t("description")}
        </Text>
      </div>
      {pageError && (
        <Alert color="red" role="alert" title={t("notDone")}>
          {say(pageError)}
        </Alert>
      )}
      {published && <PublishedThemeCard theme={published} />}
      <LibraryCard drafts={drafts} />
      <UploadCard answer={answer} />
      <PublishHistory publications={publications} />
      {themes.map((theme) => (
        <ThemeDialogs key={theme._id} theme={theme} published={published} search={search} answer={answer} />
      ))}
    </Stack>
  );
}
