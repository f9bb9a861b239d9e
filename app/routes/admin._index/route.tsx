import { Anchor, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { NavIcon } from "~/components/shell/NavIcons";
import { requireStore } from "~/lib/guards.server";
import { can } from "~/lib/permissions";
import type { loader as adminLoader } from "../admin/route";
import { productUrls } from "~/features/products/urls";

export const meta: MetaFunction = () => [{ title: "Home · Backroom" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requireStore(request, context);
  return { name: user.name, canProducts: can(user, "products"), operator: user.isOperator };
}

function Shortcut({ to, title, text, section }: { to: string; title: string; text: string; section: "products" | "homes" | "pages" }) {
  return (
    <Card component={Link} to={to} withBorder radius="md" padding="lg" style={{ textDecoration: "none" }}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" color="teal" size={40} radius="md">
          <NavIcon section={section} />
        </ThemeIcon>
        <div>
          <Text fw={600} c="dark.8">
            {title}
          </Text>
          <Text fz="sm" c="dimmed">
            {text}
          </Text>
        </div>
      </Group>
    </Card>
  );
}

export default function AdminHome() {
  const { name, canProducts, operator } = useLoaderData<typeof loader>();
  const shell = useRouteLoaderData<typeof adminLoader>("routes/admin");
  const store = shell?.stores.find((s) => s.storeId === shell.storeId);
  const firstName = name.trim().split(/\s+/)[0];
  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Title order={1} fz={26}>
          {firstName ? `Welcome, ${firstName}` : "Welcome"}
        </Title>
        <Text c="dimmed">
          {store ? (
            <>
              Here is what you can do in <strong>{store.name}</strong> today.
            </>
          ) : (
            "Here is what you can do in your store today."
          )}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {canProducts ? (
          <>
            <Shortcut to={productUrls.create} section="products" title="Add a product" text="Give it a title, a description and tags. Your next best-seller starts here." />
            <Shortcut to={productUrls.list} section="products" title="Manage products" text="Search, filter and edit your catalog, published or not." />
          </>
        ) : (
          <Card withBorder radius="md" padding="lg">
            <Text fw={600}>Your access</Text>
            <Text fz="sm" c="dimmed">
              Your account can only see some parts of this store. Ask the store owner if you need more.
            </Text>
          </Card>
        )}
        {operator ? <Shortcut to="/test" section="pages" title="Outbox" text="Every e-mail the platform has sent, newest first." /> : null}
      </SimpleGrid>
      {store ? (
        <Text fz="sm" c="dimmed">
          Your store is online at{" "}
          <Anchor href={`https://${store.storeDomain}`} target="_blank" rel="noreferrer">
            {store.storeDomain}
          </Anchor>
          .
        </Text>
      ) : null}
    </Stack>
  );
}
