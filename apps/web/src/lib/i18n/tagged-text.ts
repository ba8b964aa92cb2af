/**
 * A translated sentence with one marked part (`… <link>Product Service Agreement</link> …`) cut
 * into the text before it, the part itself and the text after it, so a component can render the
 * part as an element. `undefined` when the sentence has no such part.
 *
 * Used instead of react-i18next's `Trans`: its HTML parser treats `<link>` as a void element and
 * printed the part twice, and it cost the first load its parser for one sentence.
 */
export function splitTagged(
  text: string,
  tag: string,
): { before: string; part: string; after: string } | undefined {
  const open = `<${tag}>`;
  const close = `</${tag}>`;
  const start = text.indexOf(open);
  const end = text.indexOf(close, start + open.length);
  if (start < 0 || end < 0) return undefined;
  return {
    before: text.slice(0, start),
    part: text.slice(start + open.length, end),
    after: text.slice(end + close.length),
  };
}
