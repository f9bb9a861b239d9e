/** An island's data (ADR 049): JSON the browser does not run, `<` escaped so no text can close the script element. */
export function IslandData({ data }: { data: unknown }) {
  return <script type="application/json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }} />;
}
