import { Group, Text } from "@mantine/core";

/** The Backroom mark: a door left ajar, in the theme's primary colour. */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--mantine-color-teal-7)" />
      <path d="M10 25V10.5A3.5 3.5 0 0 1 13.5 7h5A3.5 3.5 0 0 1 22 10.5V25" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
      <path d="M13.5 25V11.2l6.3-1.7V25" fill="rgba(255,255,255,0.28)" stroke="#fff" strokeWidth="1.6" strokeLinejoin="round" />
      <circle cx="17.6" cy="17.6" r="1.2" fill="#fff" />
      <path d="M8 25h16" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

export function Logo({ size = 28 }: { size?: number }) {
  return (
    <Group gap={8} wrap="nowrap">
      <LogoMark size={size} />
      <Text component="span" fw={700} fz={size > 30 ? "xl" : "lg"} c="dark.8" style={{ letterSpacing: "-0.01em" }}>
        Backroom
      </Text>
    </Group>
  );
}
