// One setting of a theme or section schema as a form field: a plain input with a `name`, so the no-JavaScript forms
// post it as rendered; with JavaScript the editor controls it and each change is an undo step.
//
// Colour and number are plain inputs on purpose (ADR 075): the browser build splits @mantine/core by what ANY route
// uses, so Mantine's ColorInput (its picker, popover and floating-ui) and NumberInput (react-number-format) went into
// the one shared Mantine chunk every hydrated page loads, not only this editor.
import { Checkbox, NativeSelect, TextInput, Textarea } from "@mantine/core";
import { useT } from "~/lib/i18n";
import { useHydrated } from "~/lib/use-hydrated";
import type { SettingDefinition } from "@domain/themes";
import type { SettingValue } from "./draft";
import { ImageSettingField } from "./ImageSettingField";

export interface SettingFieldProps {
  def: SettingDefinition;
  name: string;
  value: SettingValue;
  error?: string;
  onChange: (value: SettingValue) => void;
}

export function SettingField({ def, name, value, error, onChange }: SettingFieldProps) {
  const common = { label: def.label, name, error, id: `f-${name.replace(/\./g, "-")}` };
  const str = typeof value === "string" ? value : String(value);
  switch (def.type) {
    case "checkbox":
      return <Checkbox {...common} checked={value === true} onChange={(e) => onChange(e.currentTarget.checked)} />;
    case "textarea":
      return <Textarea {...common} autosize minRows={2} maxRows={8} value={str} onChange={(e) => onChange(e.currentTarget.value)} />;
    case "number":
      return <TextInput {...common} type="number" min={0} max={1000} step="any" value={str} onChange={(e) => onChange(Number(e.currentTarget.value) || 0)} />;
    case "select":
      return (
        <NativeSelect
          {...common}
          data={(def.options ?? []).map((o) => ({ value: o.value, label: o.label }))}
          value={str}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case "color":
      return <ColorField common={common} value={str} onChange={onChange} />;
    case "image":
      return <ImageSettingField def={def} name={name} value={str} error={error} onChange={onChange} />;
    case "url":
      return <TextInput {...common} inputMode="url" value={str} onChange={(e) => onChange(e.currentTarget.value)} />;
    default:
      return <TextInput {...common} value={str} onChange={(e) => onChange(e.currentTarget.value)} />;
  }
}

const HEX6 = /^#[0-9a-f]{6}$/i;

/**
 * A hex text field (what the form posts, with or without JavaScript) with the browser's own colour picker as its
 * swatch. The swatch has no name: it only drives the text field, so it is disabled until the page has hydrated.
 */
function ColorField({
  common,
  value,
  onChange,
}: {
  common: { label: string; name: string; error?: string; id: string };
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useT("themeEditor");
  const hydrated = useHydrated();
  const swatch = (
    <input
      type="color"
      className="te-swatch"
      aria-label={t("colourPicker")}
      title={t("colourPicker")}
      disabled={!hydrated}
      value={HEX6.test(value) ? value.toLowerCase() : "#000000"}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
  return (
    <TextInput
      {...common}
      spellCheck={false}
      autoComplete="off"
      leftSection={swatch}
      leftSectionPointerEvents="all"
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
