// Local-disk storage: the API signs its own upload links with an HMAC and keeps files under `<dataDir>/media/`.
import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { UPLOAD_LINK_TTL_SECONDS, type LocalStorage } from "./types";

export interface LocalStorageOptions {
  /** The directory that holds every object; nothing is written outside it. */
  dir: string;
  /**
   * Where browsers reach the media routes: root-relative (`/api/media`, server.ts), so the links work on any origin the
   * admin is opened at (ADR 015); or absolute (tests, benches).
   */
  baseUrl: string;
  secret: string;
}

export function createLocalStorage(opts: LocalStorageOptions): LocalStorage {
  const root = path.resolve(opts.dir);
  const base = opts.baseUrl.replace(/\/+$/, "");
  // The content type is part of what is signed, so a link for a PNG cannot carry an HTML page.
  const sign = (key: string, expires: string, contentType: string) =>
    crypto.createHmac("sha256", opts.secret).update(`${key}\n${expires}\n${contentType}`).digest("hex");

  /** Second line of defence behind the key check in the routes: the resolved path must stay inside the root. */
  const fileOf = (key: string) => {
    const file = path.resolve(root, key);
    if (key.includes("\\") || path.isAbsolute(key) || !file.startsWith(root + path.sep)) throw new Error(`media key escapes the media directory: ${key}`);
    return file;
  };
  const encodeKey = (key: string) => key.split("/").map(encodeURIComponent).join("/");

  /** The whole stream in a temp file inside the root (one file system, so the rename or link into place is atomic). */
  const spool = async (chunks: AsyncIterable<Uint8Array>): Promise<string> => {
    const tmpDir = path.join(root, ".tmp");
    await fsp.mkdir(tmpDir, { recursive: true });
    const tmp = path.join(tmpDir, `${crypto.randomBytes(12).toString("hex")}.part`);
    const handle = await fsp.open(tmp, "wx", 0o644);
    try {
      for await (const chunk of chunks) await handle.write(chunk);
      await handle.close();
      return tmp;
    } catch (error) {
      await handle.close().catch(() => {});
      await fsp.rm(tmp, { force: true });
      throw error;
    }
  };

  return {
    kind: "local",
    presignUpload(key, contentType, now) {
      fileOf(key);
      const expiresAt = new Date(Math.floor(now.getTime() / 1000) * 1000 + UPLOAD_LINK_TTL_SECONDS * 1000);
      const expires = String(expiresAt.getTime() / 1000);
      const query = new URLSearchParams({ expires, sig: sign(key, expires, contentType) });
      return { url: `${base}/upload/${encodeKey(key)}?${query}`, expiresAt };
    },
    publicUrl: (key) => `${base}/files/${encodeKey(key)}`,
    verifyUpload(key, contentType, expires, sig, now) {
      if (!/^\d{1,12}$/.test(expires) || !/^[0-9a-f]{64}$/.test(sig)) return false;
      const expected = Buffer.from(sign(key, expires, contentType), "hex");
      if (!crypto.timingSafeEqual(expected, Buffer.from(sig, "hex"))) return false;
      return now.getTime() <= Number(expires) * 1000;
    },
    async write(key, chunks) {
      const file = fileOf(key);
      const tmp = await spool(chunks);
      try {
        await fsp.mkdir(path.dirname(file), { recursive: true });
        await fsp.rename(tmp, file);
      } catch (error) {
        await fsp.rm(tmp, { force: true });
        throw error;
      }
    },
    async create(key, chunks) {
      const file = fileOf(key);
      const tmp = await spool(chunks);
      try {
        await fsp.mkdir(path.dirname(file), { recursive: true });
        // link() fails with EEXIST when the name is taken, atomically, also between servers sharing the directory:
        // the first complete upload wins and is never replaced (a rename would replace it).
        await fsp.link(tmp, file);
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
        throw error;
      } finally {
        await fsp.rm(tmp, { force: true });
      }
    },
    async size(key) {
      try {
        const stat = await fsp.stat(fileOf(key));
        return stat.isFile() ? stat.size : null;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(key) {
      await fsp.rm(fileOf(key), { force: true });
    },
    async readHead(key, length) {
      let handle: fsp.FileHandle;
      try {
        handle = await fsp.open(fileOf(key), "r");
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT" || (error as NodeJS.ErrnoException).code === "EISDIR") return null;
        throw error;
      }
      try {
        const buffer = Buffer.alloc(length);
        const { bytesRead } = await handle.read(buffer, 0, length, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },
    async *list(prefix) {
      // Only folders: the keys this is asked about are `stores/{id}/` prefixes, whose objects sit directly inside.
      const folder = prefix.replace(/\/+$/, "");
      const dir = path.dirname(fileOf(`${folder}/x`));
      const entries = await fsp.readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return [];
        throw error;
      });
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const stat = await fsp.stat(path.join(dir, entry.name)).catch(() => null);
        if (stat) yield { key: `${folder}/${entry.name}`, lastModified: stat.mtime };
      }
    },
    async read(key) {
      const file = fileOf(key);
      try {
        const stat = await fsp.stat(file);
        if (!stat.isFile()) return null;
        return { stream: fs.createReadStream(file), size: stat.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
  };
}
