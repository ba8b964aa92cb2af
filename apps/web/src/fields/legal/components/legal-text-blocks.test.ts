import { describe, expect, test } from 'vitest';
import { legalTextBlocks } from '#fields/legal/components/legal-text-blocks.ts';

describe('legalTextBlocks', () => {
  test('blank lines separate blocks; "## " starts a heading; single line breaks stay', () => {
    expect(
      legalTextBlocks(
        '## 1. Scope\r\n\r\nFirst line\nsecond line\n  \n\n## 2. Data\nright after\n\n',
      ),
    ).toEqual([
      { type: 'heading', text: '1. Scope' },
      { type: 'paragraph', text: 'First line\nsecond line' },
      { type: 'heading', text: '2. Data' },
      { type: 'paragraph', text: 'right after' },
    ]);
  });

  test('markup is just text', () => {
    expect(legalTextBlocks('<b>bold</b> # not a heading')).toEqual([
      { type: 'paragraph', text: '<b>bold</b> # not a heading' },
    ]);
    expect(legalTextBlocks('   ')).toEqual([]);
  });
});
