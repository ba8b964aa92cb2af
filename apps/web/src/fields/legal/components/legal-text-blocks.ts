export type LegalTextBlock = { type: 'heading' | 'paragraph'; text: string };

/**
 * Splits a document body (plain text, contract `legalDocumentSchema`) into blocks: blank lines
 * separate them; a block whose first line starts with `## ` is a heading, and the lines after
 * it in the same block a paragraph. The result is only ever rendered as text.
 */
export function legalTextBlocks(body: string): LegalTextBlock[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .flatMap((block): LegalTextBlock[] => {
      if (!block.startsWith('## ')) return [{ type: 'paragraph', text: block }];
      const [heading = '', ...rest] = block.split('\n');
      const paragraph = rest.join('\n').trim();
      return [
        { type: 'heading', text: heading.slice(3).trim() },
        ...(paragraph === '' ? [] : [{ type: 'paragraph' as const, text: paragraph }]),
      ];
    });
}
