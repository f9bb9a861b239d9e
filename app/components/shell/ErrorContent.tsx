import { Button, Stack, Text, Title } from "@mantine/core";
import { Link, isRouteErrorResponse } from "@remix-run/react";

function Illustration({ code }: { code: string }) {
  return (
    <Text component="div" fz={56} fw={800} lh={1} c="teal.7" style={{ letterSpacing: "-0.04em" }} aria-hidden="true">
      {code}
    </Text>
  );
}

export function NotFoundContent({ homeHref = "/admin" }: { homeHref?: string }) {
  return (
    <Stack align="center" gap="sm" py={48} ta="center">
      <Illustration code="404" />
      <Title order={1} size="h2">
        Page not found
      </Title>
      <Text c="dimmed" maw={420}>
        The page you are looking for does not exist, was moved, or you do not have permission to see it.
      </Text>
      <Button component={Link} to={homeHref} mt="sm">
        Back to home
      </Button>
    </Stack>
  );
}

export function NoAccessContent() {
  return (
    <Stack align="center" gap="sm" py={48} ta="center">
      <Illustration code="403" />
      <Title order={1} size="h2">
        No access
      </Title>
      <Text c="dimmed" maw={440}>
        Your account does not have permission to open this page. Ask the store owner to give you access.
      </Text>
      <Button component={Link} to="/admin" mt="sm" variant="default">
        Back to home
      </Button>
    </Stack>
  );
}

export function ErrorMessageContent({ message }: { message?: string }) {
  return (
    <Stack align="center" gap="sm" py={48} ta="center">
      <Title order={1} size="h2">
        Something went wrong
      </Title>
      <Text c="dimmed" maw={440}>
        {message || "Oops! Unknown error!"} Please try again in a moment.
      </Text>
      <Button component="a" href="" mt="sm" variant="default">
        Reload the page
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
