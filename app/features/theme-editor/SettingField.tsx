// One setting of a theme or section schema as a form field: a plain input with a `name`, so the no-JavaScript forms
// post it as rendered; with JavaScript the editor controls it and each change is an undo step.
import { Checkbox, ColorInput, NativeSelect, NumberInput, TextInput, Textarea } from "@mantine/core";
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
      return <NumberInput {...common} min={0} max={1000} value={value as number} onChange={(v) => onChange(typeof v === "number" ? v : Number(v) || 0)} />;
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
      return <ColorInput {...common} format="hex" value={str} onChange={onChange} />;
    case "image":
      return <ImageSettingField def={def} name={name} value={str} error={error} onChange={onChange} />;
    case "url":
      return <TextInput {...common} inputMode="url" value={str} onChange={(e) => onChange(e.currentTarget.value)} />;
    default:
      return <TextInput {...common} value={str} onChange={(e) => onChange(e.currentTarget.value)} />;
  }
}
