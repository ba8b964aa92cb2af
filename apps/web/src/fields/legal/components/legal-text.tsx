import { legalTextBlocks } from '#fields/legal/components/legal-text-blocks.ts';

/**
 * A document body as headings and paragraphs. Only text nodes: whatever the body holds (even
 * markup) is shown as written, never interpreted as HTML.
 */
export function LegalText({ body }: { body: string }) {
  return (
    <div className="legal-text">
      {legalTextBlocks(body).map((block, index) =>
        block.type === 'heading' ? (
          <h3 key={index} className="legal-text__heading">
            {block.text}
          </h3>
        ) : (
          <p key={index} className="legal-text__paragraph">
            {block.text}
          </p>
        ),
      )}
    </div>
  );
}
