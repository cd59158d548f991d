/**
 * A name with its matched part in <mark>, cut from the server's [start, end) range. The name
 * stays text (React escapes it): a range is only ever used to slice, never to build HTML.
 */
export function HighlightedName({ name, match }: { name: string; match: [number, number] | null }) {
  if (!match) return <>{name}</>;
  const start = Math.max(0, Math.min(match[0], name.length));
  const end = Math.max(start, Math.min(match[1], name.length));
  if (start === end) return <>{name}</>;
  return (
    <>
      {name.slice(0, start)}
      <mark className="search-mark">{name.slice(start, end)}</mark>
      {name.slice(end)}
    </>
  );
}
