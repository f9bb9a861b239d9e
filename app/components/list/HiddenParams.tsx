/** Copies the current query parameters into a GET form, so submitting it keeps the rest of the list state. */
export function HiddenParams({ search, exclude }: { search: string; exclude: readonly string[] }) {
  const params = [...new URLSearchParams(search)].filter(([key]) => !exclude.includes(key));
  return (
    <>
      {params.map(([key, value], i) => (
        <input key={`${key}:${i}`} type="hidden" name={key} value={value} />
      ))}
    </>
  );
}
