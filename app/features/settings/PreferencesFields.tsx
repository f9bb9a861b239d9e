import { HOME_DESCRIPTION_MAX, HOME_TITLE_MAX, PASSWORD_MESSAGE_MAX, PreferencesFormSchema, STOREFRONT_PASSWORD_MAX } from "@domain/preferences";
import type { EditorForm } from "~/components/editor";
import { formRules, HiddenField, SwitchField, TextareaField, TextField } from "~/components/form";
import { useT } from "~/lib/i18n";
import type { PreferencesValues } from "./preferences-form";
import { SettingsCard } from "./SettingsCard";

const RULES = formRules<keyof PreferencesValues>(PreferencesFormSchema);

/** The preferences (ADR 061): the home page's title and description for search engines, and the storefront password. */
export function PreferencesFields({ editor }: { editor: EditorForm<PreferencesValues> }) {
  const { fields } = editor;
  const t = useT("settings");
  return (
    <>
      <HiddenField field={fields.base} />
      <SettingsCard id="preferences-seo" title={t("preferences.seoSection")} help={t("preferences.seoHelp")}>
        <TextField
          field={fields.homeTitle}
          rule={{ ...RULES.homeTitle, maxLength: HOME_TITLE_MAX }}
          label={t("preferences.field.homeTitle")}
          description={t("preferences.homeTitleHelp", { n: HOME_TITLE_MAX })}
        />
        <TextareaField
          field={fields.homeDescription}
          rule={{ ...RULES.homeDescription, maxLength: HOME_DESCRIPTION_MAX }}
          label={t("preferences.field.homeDescription")}
          description={t("preferences.homeDescriptionHelp", { n: HOME_DESCRIPTION_MAX })}
          autosize
          minRows={3}
        />
      </SettingsCard>
      <SettingsCard id="preferences-password" title={t("preferences.passwordSection")} help={t("preferences.passwordHelp")}>
        <SwitchField field={fields.passwordEnabled} label={t("preferences.field.passwordEnabled")} />
        <TextField
          field={fields.storefrontPassword}
          rule={{ maxLength: STOREFRONT_PASSWORD_MAX }}
          label={t("preferences.field.storefrontPassword")}
          description={t("preferences.storefrontPasswordHelp")}
          autoComplete="off"
        />
        <TextareaField
          field={fields.passwordMessage}
          rule={{ ...RULES.passwordMessage, maxLength: PASSWORD_MESSAGE_MAX }}
          label={t("preferences.field.passwordMessage")}
          autosize
          minRows={2}
        />
      </SettingsCard>
    </>
  );
}
