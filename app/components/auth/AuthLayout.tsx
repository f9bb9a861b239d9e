import { Box, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { LanguageSwitcher } from "~/components/shell/LanguageSwitcher";
import { LogoMark } from "~/components/shell/Logo";
import { useT } from "~/lib/i18n";

/** SPEC §2's authentication layout: logo, a heading, the form on a card, and links below it. */
export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
  width = 420,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  width?: number;
}) {
  const t = useT();
  return (
    <main className="br-auth">
      <Box w="100%" maw={width}>
        <Stack align="center" gap={6} mb="lg" ta="center">
          <Link to="/" aria-label={t("homeLink")} style={{ lineHeight: 0 }}>
            <LogoMark size={44} />
          </Link>
          <Title order={1} fz={24} mt={10}>
            {title}
          </Title>
          {subtitle ? (
            <Text c="dimmed" fz="sm" maw={360}>
              {subtitle}
            </Text>
          ) : null}
        </Stack>
        <Paper className="br-auth-card" withBorder shadow="sm" radius="lg" p={{ base: 20, xs: 32 }}>
          {children}
        </Paper>
        {footer ? (
          <Text className="br-auth-footer" ta="center" fz="sm" c="dimmed" mt="lg">
            {footer}
          </Text>
        ) : null}
        <LanguageSwitcher className="br-auth-languages" />
      </Box>
    </main>
  );
}
