import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { Alert, Badge, Button, Card, Checkbox, Group, Stack, Text, Title } from "@mantine/core";
import { getDomain } from "~/api-client/domains.server";
import { BackLink } from "~/components/BackLink";
import { DIALOG_BUTTON_LOCK_MS, DialogFrame } from "~/components/dialogs";
import { urlToggle } from "~/components/list/url-toggle";
import { enhance } from "~/enhance/attributes";
import { domainAction } from "~/features/domains/actions.server";
import { CheckReport } from "~/features/domains/CheckReport";
import { domainUrls } from "~/features/domains/urls";
import { requireStore, throwRouteError } from "~/lib/guards.server";
import { useMessage, useT } from "~/lib/i18n";
import { pageTitle, titleMeta } from "~/lib/meta";
import "~/components/dialogs/dialogs.css";
import "~/features/domains/domains.css";

export const meta = titleMeta;
const REMOVE_DIALOG = "remove-domain";

/** One domain (ADR 067): the records to create and the last DNS check, primary and redirect, removal. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireStore(request, context, "domains");
  const domain = await getDomain(api, params.id!).catch(throwRouteError);
  return { domain, title: pageTitle(domain.host) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireStore(request, context, "domains");
  return domainAction(request, context, api, params.id!, await request.formData());
}

export default function DomainPage() {
  const { domain } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const t = useT("domains");
  const tc = useT();
  const say = useMessage();
  const confirm = urlToggle(useLocation(), "confirm", "remove");
  const here = domainUrls.domain(domain._id);
  const saveError = answer?.intent === "save" ? (answer.errors.primary?.[0] ?? answer.pageError) : null;
  const otherError = answer && answer.intent !== "save" ? answer.pageError : null;
  return (
    <Stack gap="lg" maw={960}>
      <div>
        <BackLink to={domainUrls.list}>{t("back")}</BackLink>
        <Group gap="sm" mt={4}>
          <Title order={1} size="h2" className="br-domain-host">
            {domain.host}
          </Title>
          <Badge color={domain.verified ? "green" : "yellow"} variant="light">
            {domain.verified ? t("status.verified") : t("status.pending")}
          </Badge>
          <Text c="dimmed" size="sm">
            {t(`kind.${domain.kind}`)}
          </Text>
        </Group>
      </div>
      {otherError && (
        <Alert color="red" role="alert">
          {say(otherError)}
        </Alert>
      )}

      {domain.kind === "connected" && (
        <Card withBorder radius="md" padding={0} component="section" aria-labelledby="records-title">
          <Stack gap={4} p="md">
            <Text fw={600} id="records-title">
              {t("detail.recordsTitle")}
            </Text>
            <Text size="sm" c="dimmed">
              {t("detail.recordsHelp")}
            </Text>
          </Stack>
          <CheckReport records={domain.records} report={domain.lastCheck} />
          <Form method="post" action={here} style={{ padding: "0 16px 16px" }}>
            <input type="hidden" name="intent" value="check" />
            <Button type="submit" {...enhance.lock(DIALOG_BUTTON_LOCK_MS)}>
              {t("detail.check")}
            </Button>
          </Form>
        </Card>
      )}

      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="settings-title">
        <Form method="post" action={here}>
          <input type="hidden" name="intent" value="save" />
          <input type="hidden" name="version" value={String(domain.version)} />
          <Stack gap="sm">
            <Text fw={600} id="settings-title">
              {t("detail.settings")}
            </Text>
            {saveError && (
              <Alert color="red" role="alert">
                {say(saveError)}
              </Alert>
            )}
            <Checkbox
              name="primary"
              label={t("detail.makePrimary")}
              description={t("detail.primaryHelp")}
              defaultChecked={domain.primary}
              disabled={!domain.verified && !domain.primary}
            />
            <Checkbox name="redirectToPrimary" label={t("detail.redirect")} defaultChecked={domain.redirectToPrimary} />
            <div>
              <Button type="submit">{t("detail.save")}</Button>
            </div>
          </Stack>
        </Form>
      </Card>

      {domain.kind === "connected" && !domain.primary && (
        <>
          <Group>
            <Button component={Link} to={confirm.openHref} color="red" variant="light" {...enhance.dialogOpen(REMOVE_DIALOG)}>
              {t("detail.remove")}
            </Button>
          </Group>
          <DialogFrame
            id={REMOVE_DIALOG}
            opened={confirm.open}
            closeHref={confirm.closeHref}
            title={t("detail.removeTitle", { host: domain.host })}
            footer={
              <>
                <Button component={Link} to={confirm.closeHref} variant="default" {...enhance.dialogClose()} {...enhance.autofocus()} autoFocus={confirm.open}>
                  {tc("dialog.cancel")}
                </Button>
                <Button type="submit" form={`${REMOVE_DIALOG}-form`} color="red" {...enhance.lock(DIALOG_BUTTON_LOCK_MS)}>
                  {t("detail.remove")}
                </Button>
              </>
            }
          >
            <Form method="post" action={here} id={`${REMOVE_DIALOG}-form`} {...enhance.leaveOk()}>
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="version" value={String(domain.version)} />
            </Form>
            <Text>{t("detail.removeBody")}</Text>
          </DialogFrame>
        </>
      )}
    </Stack>
  );
}
