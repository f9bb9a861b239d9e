import { Anchor, Box, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { NavIcon } from "~/components/shell/NavIcons";
import { requireStore } from "~/lib/guards.server";
import { Trans, useT } from "~/lib/i18n";
import { requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
import { can } from "~/lib/permissions";
import type { loader as adminLoader } from "../admin/route";
import { productUrls } from "~/features/products/urls";
import { HomeFigures } from "~/features/reports/HomeFigures";
import { loadHomeFigures } from "~/features/reports/load.server";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/features/reports/reports.css";

export const meta = titleMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, api, storeId } = await requireStore(request, context);
  const [t, figures] = await Promise.all([requestT(request, context, "dashboard"), can(user, "analytics") ? loadHomeFigures(api, user, storeId) : null]);
  return { title: pageTitle(t("title")), name: user.name, canProducts: can(user, "products"), operator: user.isOperator, figures };
}

function Shortcut({ to, title, text, section }: { to: string; title: string; text: string; section: "products" | "homes" | "pages" }) {
  return (
    <Card component={Link} to={to} withBorder radius="md" padding="lg" style={{ textDecoration: "none" }}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Box className="br-shortcut-icon" aria-hidden>
          <NavIcon section={section} />
        </Box>
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
  const { name, canProducts, operator, figures } = useLoaderData<typeof loader>();
  const shell = useRouteLoaderData<typeof adminLoader>("routes/admin");
  const store = shell?.stores.find((s) => s.storeId === shell.storeId);
  const firstName = name.trim().split(/\s+/)[0];
  const t = useT("dashboard");
  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Title order={1} fz={26}>
          {firstName ? t("welcome", { name: firstName }) : t("welcomeAnonymous")}
        </Title>
        <Text c="dimmed">{store ? <Trans t={t} i18nKey="intro" values={{ store: store.name }} components={{ strong: <strong /> }} /> : t("introNoStore")}</Text>
      </div>
      {figures && <HomeFigures data={figures} />}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {canProducts ? (
          <>
            <Shortcut to={productUrls.create} section="products" title={t("addProduct.title")} text={t("addProduct.text")} />
            <Shortcut to={productUrls.list} section="products" title={t("manageProducts.title")} text={t("manageProducts.text")} />
          </>
        ) : (
          <Card withBorder radius="md" padding="lg">
            <Text fw={600}>{t("access.title")}</Text>
            <Text fz="sm" c="dimmed">
              {t("access.text")}
            </Text>
          </Card>
        )}
        {operator ? <Shortcut to="/test" section="pages" title={t("outbox.title")} text={t("outbox.text")} /> : null}
      </SimpleGrid>
      {store ? (
        <Text fz="sm" c="dimmed">
          <Trans
            t={t}
            i18nKey="online"
            values={{ domain: store.storeDomain }}
            components={{ link: <Anchor href={`https://${store.storeDomain}`} target="_blank" rel="noreferrer" inherit /> }}
          />
        </Text>
      ) : null}
    </Stack>
  );
}
