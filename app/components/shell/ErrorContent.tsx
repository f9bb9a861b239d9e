import { Button, Stack, Text, Title } from "@mantine/core";
import { Link, isRouteErrorResponse } from "@remix-run/react";
import { useMessage, useT } from "~/lib/i18n";

function Illustration({ code }: { code: string }) {
  return (
    <Text component="div" fz={56} fw={800} lh={1} c="teal.7" style={{ letterSpacing: "-0.04em" }} aria-hidden="true">
      {code}
    </Text>
  );
}

export function NotFoundContent({ homeHref = "/admin" }: { homeHref?: string }) {
  const t = useT();
  return (
    <Stack align="center" gap="sm" py={48} ta="center">
      <Illustration code="404" />
      <Title order={1} size="h2">
        {t("errors.notFoundTitle")}
      </Title>
      <Text c="dimmed" maw={420}>
        {t("errors.notFoundBody")}
      </Text>
      <Button component={Link} to={homeHref} mt="sm">
        {t("errors.backHome")}
      </Button>
    </Stack>
  );
}

export function NoAccessContent() {
  const t = useT();
  return (
    <Stack align="center" gap="sm" py={48} ta="center">
      <Illustration code="403" />
      <Title order={1} size="h2">
        {t("errors.noAccessTitle")}
      </Title>
      <Text c="dimmed" maw={440}>
        {t("errors.noAccessBody")}
      </Text>
      <Button component={Link} to="/admin" mt="sm" variant="default">
        {t("errors.backHome")}
      </Button>
    </Stack>
  );
}

export function ErrorMessageContent({ message }: { message?: string }) {
  const t = useT();
  const localize = useMessage();
  return (
    <Stack align="center" gap="sm" py={48} ta="center">
      <Title order={1} size="h2">
        {t("errors.failedTitle")}
      </Title>
      <Text c="dimmed" maw={440}>
        {t("errors.failedBody", { message: localize(message || "Oops! Unknown error!") })}
      </Text>
      <Button component="a" href="" mt="sm" variant="default">
        {t("errors.reload")}
      </Button>
    </Stack>
  );
}

/** What a thrown response or error looks like inside a page (ARCHITECTURE rule 6: 403 → no access, 404 → not found). */
export function RouteErrorContent({ error, homeHref }: { error: unknown; homeHref?: string }) {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundContent homeHref={homeHref} />;
    if (error.status === 403) return <NoAccessContent />;
    return <ErrorMessageContent message={typeof error.data === "string" && error.status < 500 ? error.data : undefined} />;
  }
  return <ErrorMessageContent />;
}
