import { Router } from "express";
import { storeSettingsEndpoints as se } from "../../../domain/contracts/store-settings";
import { isImageKey, storeImageKey } from "../../../domain/media";
import { PREFERENCES_MESSAGES } from "../../../domain/preferences";
import { WATERMARK_MESSAGES, watermarkedImageUrl, type WatermarkDto } from "../../../domain/watermark";
import type { ApiDeps } from "../../deps";
import { currentStore, requireStore, requireUser } from "../../http/auth";
import { badRequest, conflict } from "../../http/errors";
import { mount } from "../../http/mount";
import { isDecodableImage } from "../media/watermark";
import { checkStoredImage } from "../product-images/images";
import { sampleProductImageKey } from "../product-images/store";
import * as store from "./store";

/**
 * The online store's preferences and the watermark (ADR 061), scope `settings`, always the current store's (the
 * `store-id` header, checked for membership): there is no id to name another store's by.
 */
export function storePreferencesRoutes(deps: ApiDeps): Router {
  const r = Router();
  const { db, storage } = deps;
  r.use(["/stores/settings/preferences", "/stores/settings/watermark"], requireUser(deps), requireStore(deps, "settings"));

  mount(r, se.getPreferences, async ({ req }) => ({ settings: await store.getPreferences(db, currentStore(req).id) }));

  mount(r, se.savePreferences, async ({ body, req }) => {
    const result = await store.savePreferences(db, currentStore(req).id, body, deps.clock.now());
    if (result.kind === "conflict") throw conflict(PREFERENCES_MESSAGES.conflict, { current: result.current });
    return { settings: result.settings };
  });

  const watermarkDto = async (row: store.WatermarkRow): Promise<WatermarkDto> => {
    const sample = await sampleProductImageKey(db, row.storeId);
    return {
      ...row,
      imageUrl: row.imageKey ? storage.publicUrl(row.imageKey) : null,
      sample: sample ? { original: storage.publicUrl(sample), watermarked: watermarkedImageUrl(sample, row.version) } : null,
    };
  };

  mount(r, se.getWatermark, async ({ req }) => ({ settings: await watermarkDto(await store.getWatermark(db, currentStore(req).id)) }));

  mount(r, se.saveWatermark, async ({ body, req }) => {
    const storeId = currentStore(req).id;
    if (body.imageKey !== "") {
      // Only an image this store uploaded, whose bytes are what its name says, within the 1 MB of SPEC §9.
      const refuse = (message: string) => badRequest(message, { imageKey: [message] });
      if (!isImageKey(body.imageKey) || !body.imageKey.startsWith(storeImageKey(storeId, ""))) throw refuse(WATERMARK_MESSAGES.imageKey);
      const size = await storage.size(body.imageKey);
      if (size === null) throw refuse(WATERMARK_MESSAGES.imageKey);
      const problem = await checkStoredImage(storage, body.imageKey, body.imageKey.slice(body.imageKey.lastIndexOf("/") + 1), size);
      if (problem) throw refuse(problem);
      if (!(await isDecodableImage(storage, body.imageKey))) throw refuse(WATERMARK_MESSAGES.unreadable);
    }
    const result = await store.saveWatermark(db, storeId, body, deps.clock.now());
    if (result.kind === "conflict") throw conflict(WATERMARK_MESSAGES.conflict, { current: await watermarkDto(result.current) });
    return { settings: await watermarkDto(result.settings) };
  });

  return r;
}
