import { useLocation } from "@remix-run/react";
import { LOCALES } from "@domain/i18n/locales";
import { useLocale, useT } from "~/lib/i18n";

/**
 * The two languages as buttons of one plain form posting to /language (works without JavaScript, and makes a hydrated
 * page load again in the other language). Each language is named in itself.
 */
export function LanguageSwitcher({ buttonClassName, className }: { buttonClassName?: string; className?: string }) {
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  return (
    <form method="post" action="/language" className={className} aria-label={t("language.label")}>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {LOCALES.map((option) => (
        <button
          key={option}
          type="submit"
          name="locale"
          value={option}
          lang={option}
          className={buttonClassName}
          aria-pressed={option === locale}
          disabled={option === locale}
        >
          {t(`language.${option}`)}
        </button>
      ))}
    </form>
  );
}
