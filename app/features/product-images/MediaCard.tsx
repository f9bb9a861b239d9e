import { Alert, Badge, Button, Card, Group, Text, TextInput } from "@mantine/core";
import { Link } from "@remix-run/react";
import { MAX_IMAGE_BYTES } from "@domain/media";
import type { ProductImageDto } from "@domain/product-images";
import { DIALOG_BUTTON_LOCK_MS, DialogFrame } from "~/components/dialogs";
import { urlToggle } from "~/components/list/url-toggle";
import type { MediaActionData } from "./actions.server";
import { productUrls } from "../products/urls";
import { enhance } from "~/enhance/attributes";

export const IMAGES_FORM_ID = "product-images";
const VIDEO_FORM_ID = "product-video";
/** SPEC §5: the multiple uploader takes gif, jpeg, png, jpg and webp. */
export const IMAGE_ACCEPT = "image/gif,image/jpeg,image/png,image/webp,.gif,.jpeg,.jpg,.png,.webp";
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
  return (
    <Card withBorder padding="lg" radius="md" className="br-media" {...enhance.mediaCard(productUrls.mediaPresign, IMAGES_FORM_ID)}>
      <Text fw={600} mb="sm" component="h2" size="md">
        Media
      </Text>
      {cardError && cardError.intent !== "add-video" && (
        <Alert color="red" variant="light" role="alert" mb="sm" title="The images were not saved">
          {cardError.error}
        </Alert>
      )}
      {images.length > 0 && (
        <ul className="br-media-grid" aria-label="Images and videos">
          {images.map((img, i) => (
            <MediaTile key={img._id} image={img} index={i} location={location} />
          ))}
        </ul>
      )}
      <div className="br-dropzone" {...enhance.dropzone()}>
        <Text size="sm" fw={500}>
          <label htmlFor="media-files">Add images</label>
        </Text>
        <Text size="xs" c="dimmed" mb={6} {...enhance.jsOnly()} hidden>
          Drop image files here or choose them.
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
            Upload
          </Button>
        </Group>
        <Text size="xs" c="dimmed" mt={6}>
          GIF, JPEG, PNG or WebP, up to 1 MB each.
        </Text>
        <p className="br-media-progress" {...enhance.mediaProgress()} role="status" aria-live="polite" hidden />
      </div>
      <Group gap="xs" align="flex-end" mt="md" wrap="nowrap" className="br-media-video">
        <TextInput
          name="videoUrl"
          form={VIDEO_FORM_ID}
          label="Video URL"
          description="YouTube or Vimeo link"
          placeholder="https://www.youtube.com/watch?v=…"
          defaultValue={media?.intent === "add-video" ? media.videoUrl : undefined}
          // The message goes under the row, so the button stays level with the field.
          error={media?.intent === "add-video"}
          aria-describedby={media?.intent === "add-video" ? "video-url-error" : undefined}
          autoComplete="off"
          className="br-grow"
        />
        <Button type="submit" form={VIDEO_FORM_ID} name="intent" value="add-video" variant="default">
          Add video
        </Button>
      </Group>
      {media?.intent === "add-video" && (
        <Text size="sm" c="red" mt={4} id="video-url-error" role="alert">
          {media.error}
        </Text>
      )}
    </Card>
  );
}

function MediaTile({ image, index, location }: { image: ProductImageDto; index: number; location: Location }) {
  const label = image.kind === "video" ? `video ${index + 1}` : `image ${index + 1}`;
  const preview = urlToggle(location, "preview", image._id);
  const alt = urlToggle(location, "alt", image._id);
  const change = urlToggle(location, "change", image._id);
  return (
    <li className="br-media-tile" data-media-tile="" data-image-id={image._id} data-kind={image.kind}>
      <a href={preview.openHref} className="br-media-thumb" {...enhance.dialogOpen(previewDialogId(image._id))} aria-label={`Preview ${label}`}>
        {image.kind === "video" ? (
          <span className="br-media-video-thumb" aria-hidden="true">
            ▶ Video
          </span>
        ) : (
          <img src={image.fullPath} alt={image.alt} loading="lazy" decoding="async" />
        )}
      </a>
      {index === 0 && (
        <Badge size="xs" variant="filled" color="dark" className="br-media-cover">
          Cover
        </Badge>
      )}
      <div className="br-media-actions">
        <a href={alt.openHref} className="br-media-action" {...enhance.dialogOpen(altDialogId(image._id))} aria-label={`ALT text of ${label}`}>
          ALT
        </a>
        {image.kind === "image" && (
          <a href={change.openHref} className="br-media-action" {...enhance.dialogOpen(changeDialogId(image._id))} data-media-change={image._id} aria-label={`Change ${label}`}>
            Change
          </a>
        )}
        <button type="submit" form={IMAGES_FORM_ID} name="intent" value={`delete-image:${image._id}`} className="br-media-action br-media-delete" aria-label={`Delete ${label}`}>
          Delete
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
        <ImageDialogs key={img._id} image={img} index={i} version={version} editorUrl={editorUrl} location={location} media={media?.imageId === img._id ? media : undefined} />
      ))}
    </>
  );
}

function ImageDialogs({ image, index, version, editorUrl, location, media }: { image: ProductImageDto; index: number; version: number; editorUrl: string; location: Location; media: MediaProps["media"] }) {
  const preview = urlToggle(location, "preview", image._id);
  const alt = urlToggle(location, "alt", image._id);
  const change = urlToggle(location, "change", image._id);
  const altFailed = media?.intent === "save-alt";
  const changeFailed = media?.intent === "change-image";
  const altFormId = `${altDialogId(image._id)}-form`;
  const changeFormId = `${changeDialogId(image._id)}-form`;
  const what = image.kind === "video" ? `Video ${index + 1}` : `Image ${index + 1}`;
  return (
    <>
      <DialogFrame
        id={previewDialogId(image._id)}
        opened={preview.open}
        closeHref={preview.closeHref}
        title={`${what} preview`}
        width={680}
        footer={
          <Button component={Link} to={preview.closeHref} variant="default" {...enhance.dialogClose()} {...enhance.autofocus()}>
            Close
          </Button>
        }
      >
        {image.kind === "video" ? (
          <iframe className="br-media-preview br-media-preview-video" src={image.src} title={image.alt} loading="lazy" allow="encrypted-media; picture-in-picture" allowFullScreen />
        ) : (
          <img className="br-media-preview" src={image.fullPath} alt={image.alt} loading="lazy" />
        )}
      </DialogFrame>

      <DialogFrame
        id={altDialogId(image._id)}
        opened={alt.open || altFailed}
        closeHref={alt.closeHref}
        title="Edit ALT text"
        footer={
          <>
            <Button component={Link} to={alt.closeHref} variant="default" {...enhance.dialogClose()}>
              Cancel
            </Button>
            <Button type="submit" form={altFormId} {...enhance.lock(DIALOG_BUTTON_LOCK_MS)}>
              Save
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
            label="ALT text"
            description="Describe this image for search engines and for people who use screen readers (SEO and accessibility)."
            defaultValue={altFailed ? media?.alt : image.alt}
            error={altFailed ? media?.error : undefined}
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
          title={`Change image ${index + 1}`}
          footer={
            <>
              <Button component={Link} to={change.closeHref} variant="default" {...enhance.dialogClose()}>
                Cancel
              </Button>
              <Button type="submit" form={changeFormId} name="intent" value={`change-image:${image._id}`} {...enhance.lock(DIALOG_BUTTON_LOCK_MS)}>
                Change
              </Button>
            </>
          }
        >
          <form id={changeFormId} method="post" encType="multipart/form-data" action={editorUrl} {...enhance.mediaForm(image._id)}>
            <input type="hidden" name="version" value={version} />
            {changeFailed && (
              <Alert color="red" variant="light" role="alert" mb="sm">
                {media?.error}
              </Alert>
            )}
            <Text size="sm" mb="xs">
              <label htmlFor={`${changeFormId}-file`}>The new image takes this one's place.</label>
            </Text>
            <input type="file" id={`${changeFormId}-file`} name="file" accept={IMAGE_ACCEPT} className="br-file-input" {...enhance.mediaInput()} {...enhance.autofocus()} />
          </form>
        </DialogFrame>
      )}
    </>
  );
}
