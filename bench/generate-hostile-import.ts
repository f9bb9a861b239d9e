// Writes a products CSV of about N MB built to make an importer hold the file in memory, for
// bench/products-import.bench.ts --file (ADR 029): `open-quote`, a quote opened on line 2 and never closed (the rest of
// the file is one field), or `one-handle`, every row a further row of the same product (each past the product's row
// limit is an error). Streams to disk.
//   node --import tsx bench/generate-hostile-import.ts --kind open-quote|one-handle [--mb 127] [--out FILE]
import fs from "node:fs";
import { once } from "node:events";
import path from "node:path";
import { arg, print } from "./lib";

const kind = arg("kind", "open-quote");
const mb = Number(arg("mb", "127"));
const out = arg("out", path.join(path.dirname(new URL(import.meta.url).pathname), "out", `hostile-${kind}-${mb}mb.csv`));
if (kind !== "open-quote" && kind !== "one-handle") throw new Error("--kind open-quote|one-handle");

const target = mb * 1_048_576;
const stream = fs.createWriteStream(out);
const write = async (text: string) => {
  if (!stream.write(text)) await once(stream, "drain");
};
let bytes = 0;
const head = kind === "open-quote" ? 'Handle,Title,Body (HTML)\nfirst,First,"never closed\n' : "Handle,Title,Image Src\nbig,Big,https://cdn.example/0.png\n";
await write(head);
bytes += Buffer.byteLength(head);
// Rows of about 1 MB a write: what follows the open quote is text rows; the one-handle file repeats a short further row.
const row = kind === "open-quote" ? "more,rows,of text\n" : "big,,https://cdn.example/x.png\n";
const block = row.repeat(Math.floor(1_048_576 / row.length));
while (bytes + block.length <= target) {
  await write(block);
  bytes += block.length;
}
const rest = row.repeat(Math.floor((target - bytes) / row.length));
await write(rest);
bytes += rest.length;
stream.end();
await once(stream, "finish");
print(`${out}: ${kind}, ${(bytes / 1_048_576).toFixed(1)} MB`);
