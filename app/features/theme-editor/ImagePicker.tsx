// The image picker (ADR 074), loaded lazily when "Choose image" is first pressed: a native modal <dialog> with a grid
// of the store's images (product images and theme uploads, newest first) and "Load more". Choosing closes it.
import { useEffect, useRef, useState } from "react";
import type { ThemeMediaImage } from "@domain/contracts/theme-editor";
import { useT } from "~/lib/i18n";

export interface ImagePickerProps {
  mediaUrl: string;
  current: string;
  onPick: (image: ThemeMediaImage) => void;
  onClose: () => void;
}

export default function ImagePicker({ mediaUrl, current, onPick, onClose }: ImagePickerProps) {
  const t = useT("themeEditor");
  const dialog = useRef<HTMLDialogElement>(null);
  const [images, setImages] = useState<ThemeMediaImage[]>([]);
  const [page, setPage] = useState(1);
  const [hasMore, setHasMore] = useState(false);
  const [state, setState] = useState<"loading" | "idle" | "failed">("loading");

  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
  }, []);

  useEffect(() => {
    let live = true;
    setState("loading");
    fetch(`${mediaUrl}?page=${page}`, { headers: { Accept: "application/json" } })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        const body = (await res.json()) as { images: ThemeMediaImage[]; hasMore: boolean };
        if (!live) return;
        setImages((before) => [...before, ...body.images.filter((i) => !before.some((b) => b.key === i.key))]);
        setHasMore(body.hasMore);
        setState("idle");
      })
      .catch(() => live && setState("failed"));
    return () => {
      live = false;
    };
  }, [mediaUrl, page]);

  return (
    <dialog ref={dialog} className="te-picker" aria-labelledby="te-picker-title" onClose={onClose} data-testid="te-picker">
      <div className="te-picker-head">
        <h2 id="te-picker-title">{t("pickerTitle")}</h2>
        <button type="button" className="te-picker-close" onClick={() => dialog.current?.close()}>
          {t("close")}
        </button>
      </div>
      {images.length === 0 && state === "idle" && <p className="te-picker-note">{t("noMedia")}</p>}
      <ul className="te-picker-grid">
        {images.map((image) => (
          <li key={image.key}>
            <button
              type="button"
              className="te-picker-item"
              aria-pressed={image.url === current}
              title={image.alt}
              onClick={() => {
                onPick(image);
                dialog.current?.close();
              }}
            >
              <img src={image.url} alt={image.alt} loading="lazy" width={96} height={96} />
            </button>
          </li>
        ))}
      </ul>
      {state === "loading" && <p className="te-picker-note">…</p>}
      {state === "failed" && (
        <p className="te-picker-note" role="alert">
          {t("mediaLoadFailed")}
        </p>
      )}
      {hasMore && state === "idle" && (
        <button type="button" className="te-picker-more" onClick={() => setPage((p) => p + 1)}>
          {t("loadMore")}
        </button>
      )}
    </dialog>
  );
}
