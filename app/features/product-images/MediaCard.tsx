import { Alert, Badge, Button, Card, Group, Text, TextInput } from "@mantine/core";
import { Link } from "@remix-run/react";
import { IMAGE_ACCEPT, MAX_IMAGE_BYTES } from "@domain/media";
import type { ProductImageDto } from "@domain/product-images";
import { DIALOG_BUTTON_LOCK_MS, DialogFrame } from "~/components/dialogs";
import { urlToggle } from "~/components/list/url-toggle";
import type { MediaActionData } from "./actions.server";
import { productUrls } from "../products/urls";
import { useMessage, useT } from "~/lib/i18n";
import { enhance } from "~/enhance/attributes";

export const IMAGES_FORM_ID = "product-images";
const VIDEO_FORM_ID = "product-video";
/** SPEC §5: the multiple uploader takes gif, jpeg, png, jpg and webp. */
/** The app's JSON link for the enhance script's presigned flow (app/routes/admin.media.presign). */

const previewDialogId = (id: string) => `media-preview-${id}`;
const altDialogId = (id: string) => `media-alt-${id}`;
const changeDialogId = (id: string) => `media-change-${id}`;

type Location = { pathname: string; search: string };

interface MediaProps {
  images: ProductImageDto[];
  version: number;
  editorUrl: string;
  location: Location;
  media: MediaActionData["media"] | undefined;
}

/**
 * SPEC §2 image uploader on the product editor. Plain HTML first: a multipart form with a file input (intent
 * `add-images`), per image Preview / ALT / Change as links that open their dialog (`?preview=`, `?alt=`, `?change=`),
 * and Delete as a submit button naming THAT image. Its controls sit inside the product form's markup but belong to
 * the forms in <MediaForms> by their `form` attribute (forms cannot nest). With JavaScript (app/enhance/product-images.ts)
 * the dialogs open in place, a drop or a choice of files uploads straight away through the presigned flow.
 */
export function MediaCard({ images, media, location }: MediaProps) {
  const cardError = media && media.intent !== "save-alt" && media.intent !== "change-image" ? media : undefined;
  const t = useT("products");
  const tm = useT("messages");
  const localize = useMessage();
  // The enhance script's words (SPEC §5 and §8's among them), `{i}`, `{n}`, `{name}` filled in there.
  const words = {
    uploading: t("media.uploading"),
    saving: t("media.saving"),
    error: tm("imageError"),
    type: tm("imageType"),
    tooLarge: tm("fileTooLarge", { name: "{name}", n: Math.round(MAX_IMAGE_BYTES / 1_048_576) }),
  };
  return (
    <Card withBorder padding="lg" radius="md" className="br-media" {...enhance.mediaCard(productUrls.mediaPresign, IMAGES_FORM_ID, words)}>
      <Text fw={600} mb="sm" component="h2" size="md">
        {t("media.title")}
      </Text>
      {cardError && cardError.intent !== "add-video" && (
        <Alert color="red" variant="light" role="alert" mb="sm" title={t("media.notSaved")}>
          {localize(cardError.error)}
        </Alert>
      )}
      {images.length > 0 && (
        <ul className="br-media-grid" aria-label={t("media.list")}>
          {images.map((img, i) => (
            <MediaTile key={img._id} image={img} index={i} location={location} />
          ))}
        </ul>
      )}
      <div className="br-dropzone" {...enhance.dropzone()}>
        <Text size="sm" fw={500}>
          <label htmlFor="media-files">{t("media.addImages")}</label>
        </Text>
        <Text size="xs" c="dimmed" mb={6} {...enhance.jsOnly()} hidden>
          {t("media.drop")}
        </Text>
        <Group gap="xs" wrap="wrap">
          <input
            type="file"
            id="media-files"
            name="files"
            multiple
            accept={IMAGE_ACCEPT}
            form={IMAGES_FORM_ID}
            className="br-file-input"
            {...enhance.mediaInput()}
            data-max-bytes={MAX_IMAGE_BYTES}
          />
          <Button type="submit" form={IMAGES_FORM_ID} name="intent" value="add-images" variant="default" size="xs" {...enhance.nojsOnly()}>
            {t("media.upload")}
          </Button>
        </Group>
        <Text size="xs" c="dimmed" mt={6}>
          {t("media.types")}
        </Text>
        <p className="br-media-progress" {...enhance.mediaProgress()} role="status" aria-live="polite" hidden />
      </div>
      <Group gap="xs" align="flex-end" mt="md" wrap="nowrap" className="br-media-video">
        <TextInput
          name="videoUrl"
          form={VIDEO_FORM_ID}
          label={t("media.videoUrl")}
          description={t("media.videoHelp")}
          placeholder="https://www.youtube.com/watch?v=…"
          defaultValue={media?.intent === "add-video" ? media.videoUrl : undefined}
          // The message goes under the row, so the button stays level with the field.
          error={media?.intent === "add-video"}
          aria-describedby={media?.intent === "add-video" ? "video-url-error" : undefined}
          autoComplete="off"
          className="br-grow"
        />
        <Button type="submit" form={VIDEO_FORM_ID} name="intent" value="add-video" variant="default">
          {t("media.addVideo")}
        </Button>
      </Group>
      {media?.intent === "add-video" && (
        <Text size="sm" c="red" mt={4} id="video-url-error" role="alert">
          {localize(media.error)}
        </Text>
      )}
    </Card>
  );
}

function MediaTile({ image, index, location }: { image: ProductImageDto; index: number; location: Location }) {
  const t = useT("products");
  const what = t(image.kind === "video" ? "media.videoN" : "media.imageN", { n: index + 1 });
  const preview = urlToggle(location, "preview", image._id);
  const alt = urlToggle(location, "alt", image._id);
  const change = urlToggle(location, "change", image._id);
  return (
    <li className="br-media-tile" data-media-tile="" data-image-id={image._id} data-kind={image.kind}>
      <a href={preview.openHref} className="br-media-thumb" {...enhance.dialogOpen(previewDialogId(image._id))} aria-label={t("media.preview", { what })}>
        {image.kind === "video" ? (
          <span className="br-media-video-thumb" aria-hidden="true">
            ▶ {t("media.video")}
          </span>
        ) : (
          <img src={image.fullPath} alt={image.alt} loading="lazy" decoding="async" />
        )}
      </a>
      {index === 0 && (
        <Badge size="xs" variant="filled" color="dark" className="br-media-cover">
          {t("media.cover")}
        </Badge>
      )}
      <div className="br-media-actions">
        <a href={alt.openHref} className="br-media-action" {...enhance.dialogOpen(altDialogId(image._id))} aria-label={t("media.altOf", { what })}>
          {t("media.alt")}
        </a>
        {image.kind === "image" && (
          <a
            href={change.openHref}
            className="br-media-action"
            {...enhance.dialogOpen(changeDialogId(image._id))}
            data-media-change={image._id}
            aria-label={t("media.changeOf", { what })}
          >
            {t("media.change")}
          </a>
        )}
        <button
          type="submit"
          form={IMAGES_FORM_ID}
          name="intent"
          value={`delete-image:${image._id}`}
          className="br-media-action br-media-delete"
          aria-label={t("media.deleteOf", { what })}
        >
          {t("media.delete")}
        </button>
      </div>
      <Text size="xs" c="dimmed" className="br-ellipsis br-media-alt" title={image.alt}>
        {image.alt}
      </Text>
    </li>
  );
}

/**
 * The forms the Media card's controls submit, and the per-image dialogs (each with a form of its own). Rendered
 * after the product form, since forms cannot nest. `data-leave-ok` is not set: with unsaved product edits, the
 * unsaved-changes warning asks first.
 */
export function MediaForms({ images, version, editorUrl, location, media }: MediaProps) {
  return (
    <>
      <form id={IMAGES_FORM_ID} method="post" encType="multipart/form-data" action={editorUrl} {...enhance.mediaForm()}>
        <input type="hidden" name="version" value={version} />
      </form>
      <form id={VIDEO_FORM_ID} method="post" action={editorUrl}>
        <input type="hidden" name="version" value={version} />
      </form>
      {images.map((img, i) => (
        <ImageDialogs
          key={img._id}
          image={img}
          index={i}
          version={version}
          editorUrl={editorUrl}
          location={location}
          media={media?.imageId === img._id ? media : undefined}
        />
      ))}
    </>
  );
}

function ImageDialogs({
  image,
  index,
  version,
  editorUrl,
  location,
  media,
}: {
  image: ProductImageDto;
  index: number;
  version: number;
  editorUrl: string;
  location: Location;
  media: MediaProps["media"];
}) {
  const preview = urlToggle(location, "preview", image._id);
  const alt = urlToggle(location, "alt", image._id);
  const change = urlToggle(location, "change", image._id);
  const altFailed = media?.intent === "save-alt";
  const changeFailed = media?.intent === "change-image";
  const altFormId = `${altDialogId(image._id)}-form`;
  const changeFormId = `${changeDialogId(image._id)}-form`;
  const t = useT("products");
  const localize = useMessage();
  return (
    <>
      <DialogFrame
        id={previewDialogId(image._id)}
        opened={preview.open}
        closeHref={preview.closeHref}
        title={t(image.kind === "video" ? "media.videoPreview" : "media.imagePreview", { n: index + 1 })}
        width={680}
        footer={
          <Button component={Link} to={preview.closeHref} variant="default" {...enhance.dialogClose()} {...enhance.autofocus()}>
            {t("media.close")}
          </Button>
        }
      >
        {image.kind === "video" ? (
          <iframe
            className="br-media-preview br-media-preview-video"
            src={image.src}
            title={image.alt}
            loading="lazy"
            allow="encrypted-media; picture-in-picture"
            allowFullScreen
          />
        ) : (
          <img className="br-media-preview" src={image.fullPath} alt={image.alt} loading="lazy" />
        )}
      </DialogFrame>

      <DialogFrame
        id={altDialogId(image._id)}
        opened={alt.open || altFailed}
        closeHref={alt.closeHref}
        title={t("media.editAlt")}
        footer={
          <>
            <Button component={Link} to={alt.closeHref} variant="default" {...enhance.dialogClose()}>
              {t("media.cancel")}
            </Button>
            <Button type="submit" form={altFormId} {...enhance.lock(DIALOG_BUTTON_LOCK_MS)}>
              {t("media.save")}
            </Button>
          </>
        }
      >
        <form id={altFormId} method="post" action={editorUrl} className="br-media-alt-form">
          <input type="hidden" name="version" value={version} />
          {/* The intent travels in the form, so Enter in the field saves as the Save button does. */}
          <input type="hidden" name="intent" value={`save-alt:${image._id}`} />
          {image.kind === "image" && <img className="br-media-alt-thumb" src={image.fullPath} alt="" />}
          <TextInput
            name="alt"
            label={t("media.altLabel")}
            description={t("media.altHelp")}
            defaultValue={altFailed ? media?.alt : image.alt}
            error={altFailed && media ? localize(media.error) : undefined}
            maxLength={255}
            autoComplete="off"
            {...enhance.autofocus()}
          />
        </form>
      </DialogFrame>

      {image.kind === "image" && (
        <DialogFrame
          id={changeDialogId(image._id)}
          opened={change.open || changeFailed}
          closeHref={change.closeHref}
          title={t("media.changeTitle", { n: index + 1 })}
          footer={
            <>
              <Button component={Link} to={change.closeHref} variant="default" {...enhance.dialogClose()}>
                {t("media.cancel")}
              </Button>
              <Button type="submit" form={changeFormId} name="intent" value={`change-image:${image._id}`} {...enhance.lock(DIALOG_BUTTON_LOCK_MS)}>
                {t("media.change")}
              </Button>
            </>
          }
        >
          <form id={changeFormId} method="post" encType="multipart/form-data" action={editorUrl} {...enhance.mediaForm(image._id)}>
            <input type="hidden" name="version" value={version} />
            {changeFailed && media && (
              <Alert color="red" variant="light" role="alert" mb="sm">
                {localize(media.error)}
              </Alert>
            )}
            <Text size="sm" mb="xs">
              <label htmlFor={`${changeFormId}-file`}>{t("media.changeHelp")}</label>
            </Text>
            <input
              type="file"
              id={`${changeFormId}-file`}
              name="file"
              accept={IMAGE_ACCEPT}
              className="br-file-input"
              {...enhance.mediaInput()}
              {...enhance.autofocus()}
            />
          </form>
        </DialogFrame>
      )}
    </>
  );
}
