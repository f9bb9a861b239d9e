// An image setting (ADR 074). With JavaScript: the current image's thumbnail, "Choose image" (the lazily loaded
// picker), "Upload image" (the presigned flow, with progress) and "Remove"; each choice is one change (an undo step).
// Without JavaScript: the same thumbnail, the link field, a file input (checked and uploaded by the form's action) and
// the store's newest images as radios under a <details>. The link field stays in both as the fallback.
import { Button, Group, Text, TextInput } from "@mantine/core";
import { lazy, Suspense, useRef, useState } from "react";
import { IMAGE_ACCEPT, MAX_IMAGE_BYTES } from "@domain/media";
import type { SettingDefinition } from "@domain/themes";
import { useT } from "~/lib/i18n";
import { useThemeMedia } from "./media-context";

const ImagePicker = lazy(() => import("./ImagePicker"));

export interface ImageSettingFieldProps {
  def: SettingDefinition;
  name: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

export function ImageSettingField({ def, name, value, error, onChange }: ImageSettingFieldProps) {
  const t = useT("themeEditor");
  const { mediaUrl, images, hydrated } = useThemeMedia();
  const id = `f-${name.replace(/\./g, "-")}`;
  const [picking, setPicking] = useState(false);
  const [upload, setUpload] = useState<{ percent: number } | { error: string } | null>(null);
  const file = useRef<HTMLInputElement>(null);

  const onFile = async (chosen: File | undefined) => {
    if (!chosen) return;
    const { precheck, uploadThemeImage } = await import("./upload.client");
    const refused = precheck(chosen);
    if (refused) {
      const n = Math.round(MAX_IMAGE_BYTES / 1_048_576);
      setUpload({ error: refused === "type" ? t("imageTypeNotSupported") : t("imageTooLarge", { name: chosen.name, n }) });
      return;
    }
    setUpload({ percent: 0 });
    try {
      const image = await uploadThemeImage(mediaUrl, chosen, (percent) => setUpload({ percent }));
      setUpload(null);
      onChange(image.url);
    } catch (e) {
      setUpload({ error: e instanceof Error && e.message !== "network" ? e.message : t("uploadFailed") });
    } finally {
      if (file.current) file.current.value = "";
    }
  };

  const thumbnail = value ? (
    <img className="te-image-thumb" src={value} alt={t("currentImage")} data-testid={`${id}-thumb`} />
  ) : (
    <div className="te-image-thumb te-image-empty">{t("noImage")}</div>
  );

  return (
    <fieldset className="te-image-field" data-testid={id}>
      <legend>{def.label}</legend>
      {thumbnail}
      {hydrated && (
        <>
          <Group gap="xs">
            <Button size="xs" variant="light" onClick={() => setPicking(true)}>
              {t("chooseImage")}
            </Button>
            <Button size="xs" variant="default" onClick={() => file.current?.click()} disabled={upload !== null && "percent" in upload}>
              {t("uploadImage")}
            </Button>
            {value && (
              <Button size="xs" variant="subtle" color="red" onClick={() => onChange("")}>
                {t("removeImage")}
              </Button>
            )}
          </Group>
          <input ref={file} type="file" accept={IMAGE_ACCEPT} hidden aria-label={t("uploadImage")} onChange={(e) => void onFile(e.currentTarget.files?.[0])} />
          {upload && "percent" in upload && (
            <Text size="xs" c="dimmed" role="status">
              {t("uploading")} {upload.percent}%
            </Text>
          )}
          {upload && "error" in upload && (
            <Text size="xs" c="red" role="alert">
              {upload.error}
            </Text>
          )}
          {picking && (
            <Suspense fallback={null}>
              <ImagePicker mediaUrl={mediaUrl} current={value} onPick={(image) => onChange(image.url)} onClose={() => setPicking(false)} />
            </Suspense>
          )}
        </>
      )}
      <TextInput
        label={t("imageLink")}
        description={t("imageLinkHint")}
        name={name}
        id={id}
        inputMode="url"
        size="xs"
        value={value}
        error={error}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      {!hydrated && (
        <>
          <label className="te-image-file">
            <span>{t("imageFile")}</span>
            <input type="file" name={`file:${name}`} accept={IMAGE_ACCEPT} />
            <Text size="xs" c="dimmed" component="span">
              {t("uploadHint")}
            </Text>
          </label>
          {images.length > 0 && (
            <details className="te-image-pick">
              <summary>{t("pickExisting")}</summary>
              <div className="te-image-radios">
                <label>
                  <input type="radio" name={`pick:${name}`} value="" defaultChecked />
                  <span>{t("keepImage")}</span>
                </label>
                {images.map((image) => (
                  <label key={image.url} title={image.alt}>
                    <input type="radio" name={`pick:${name}`} value={image.url} />
                    <img src={image.url} alt={image.alt} loading="lazy" width={64} height={64} />
                  </label>
                ))}
              </div>
            </details>
          )}
        </>
      )}
    </fieldset>
  );
}
