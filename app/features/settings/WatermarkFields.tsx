import { Group, SimpleGrid, Text } from "@mantine/core";
import { IMAGE_ACCEPT } from "@domain/media";
import { WATERMARK_OPACITY, WATERMARK_POSITIONS, WATERMARK_SIZE, type WatermarkDto } from "@domain/watermark";
import type { EditorForm } from "~/components/editor";
import { fieldError, HiddenField, SelectField, SwitchField, TextField } from "~/components/form";
import { useMessage, useT } from "~/lib/i18n";
import { WATERMARK_FILE_FIELD, type WatermarkValues } from "./watermark-form";
import { SettingsCard } from "./SettingsCard";

const percentRule = (range: { min: number; max: number }) => ({ inputMode: "numeric" as const, pattern: "[0-9]*", min: range.min, max: range.max });

/**
 * The watermark's fields (ADR 061): its image (a plain file input, posted with the form, so it works without
 * JavaScript), whether it shows, where, how strong and how large.
 */
export function WatermarkFields({ editor, settings }: { editor: EditorForm<WatermarkValues>; settings: WatermarkDto }) {
  const { fields } = editor;
  const t = useT("settings");
  const localize = useMessage();
  // The key is a hidden field: its refusals (none yet, another store's, unreadable) are shown at the file input too.
  const fileError = fieldError(fields.imageFile) ?? fieldError(fields.imageKey);
  const pendingKey = typeof editor.values.imageKey === "string" && editor.values.imageKey !== settings.imageKey ? editor.values.imageKey : null;
  return (
    <>
      <HiddenField field={fields.base} />
      <HiddenField field={fields.imageKey} />
      <SettingsCard id="watermark-image" title={t("watermark.imageSection")} help={t("watermark.imageHelp")}>
        {settings.imageUrl ? (
          <Group gap="md" align="center">
            <div className="br-watermark-mark">
              <img src={settings.imageUrl} alt={t("watermark.currentImage")} style={{ height: 64, width: "auto", objectFit: "contain" }} />
            </div>
            <Text size="sm">{t("watermark.currentImage")}</Text>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t("watermark.noImage")}
          </Text>
        )}
        {pendingKey && (
          <Text size="sm" c="blue">
            {t("watermark.pending")}
          </Text>
        )}
        <div>
          <Text component="label" htmlFor="watermark-file" size="sm" fw={500} display="block">
            {t("watermark.file")}
          </Text>
          <Text size="xs" c="dimmed" mb={4}>
            {t("watermark.fileHelp")}
          </Text>
          <input
            type="file"
            id="watermark-file"
            name={WATERMARK_FILE_FIELD}
            accept={IMAGE_ACCEPT}
            className="br-file-input"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? "watermark-file-error" : undefined}
          />
          {fileError && (
            <Text size="xs" c="red" mt={4} id="watermark-file-error">
              {localize(fileError)}
            </Text>
          )}
        </div>
      </SettingsCard>
      <SettingsCard id="watermark-placement" title={t("watermark.placementSection")}>
        <SwitchField field={fields.enabled} label={t("watermark.field.enabled")} />
        <SelectField
          field={fields.position}
          label={t("watermark.field.position")}
          data={WATERMARK_POSITIONS.map((p) => ({ value: p, label: t(`watermark.positions.${p}`) }))}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextField field={fields.opacity} label={t("watermark.field.opacity")} description={t("watermark.opacityHelp")} {...percentRule(WATERMARK_OPACITY)} />
          <TextField field={fields.size} label={t("watermark.field.size")} description={t("watermark.sizeHelp")} {...percentRule(WATERMARK_SIZE)} />
        </SimpleGrid>
      </SettingsCard>
    </>
  );
}

/** The saved settings on one of the store's product images, beside the original (outside the form). */
export function WatermarkPreview({ settings }: { settings: WatermarkDto }) {
  const t = useT("settings");
  return (
    <SettingsCard id="watermark-preview" title={t("watermark.previewSection")} help={t("watermark.previewHelp")}>
      {settings.sample ? (
        <SimpleGrid cols={2} spacing="sm">
          <figure className="br-watermark-figure">
            <img src={settings.sample.original} alt={t("watermark.previewOriginal")} loading="lazy" />
            <figcaption>{t("watermark.previewOriginal")}</figcaption>
          </figure>
          <figure className="br-watermark-figure">
            <img src={settings.sample.watermarked} alt={t("watermark.previewWatermarked")} loading="lazy" />
            <figcaption>{t("watermark.previewWatermarked")}</figcaption>
          </figure>
        </SimpleGrid>
      ) : (
        <Text size="sm" c="dimmed">
          {t("watermark.noSample")}
        </Text>
      )}
      {settings.sample && !settings.enabled && (
        <Text size="sm" c="dimmed">
          {t("watermark.previewOff")}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {t("watermark.feedsNote")}
      </Text>
    </SettingsCard>
  );
}
