/** Inline illustrations for the auth screens (no icon library: first-load JS stays small). */
export function MailSentIcon() {
  return (
    <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true">
      <circle cx="28" cy="28" r="28" fill="var(--mantine-color-teal-0)" />
      <rect x="14" y="18" width="28" height="20" rx="3" fill="#fff" stroke="var(--mantine-color-teal-7)" strokeWidth="2" />
      <path d="M15 20l13 10 13-10" fill="none" stroke="var(--mantine-color-teal-7)" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

export function CheckCircleIcon() {
  return (
    <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true">
      <circle cx="28" cy="28" r="28" fill="var(--mantine-color-teal-0)" />
      <circle cx="28" cy="28" r="14" fill="var(--mantine-color-teal-7)" />
      <path d="M21.5 28.5l4.5 4.5 8.5-9" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function WarningIcon() {
  return (
    <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true">
      <circle cx="28" cy="28" r="28" fill="var(--mantine-color-orange-0)" />
      <path d="M28 15l14 25H14z" fill="#fff" stroke="var(--mantine-color-orange-7)" strokeWidth="2" strokeLinejoin="round" />
      <path d="M28 24v8M28 35.5v.5" stroke="var(--mantine-color-orange-7)" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}
