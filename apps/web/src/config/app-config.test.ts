import { APP_LANGUAGES } from '@account-centre/contract';
import { describe, expect, test } from 'vitest';
import { defaultAppConfig, readAppConfig } from '#config/app-config.ts';

function docWith(content: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (content !== null) {
    const meta = doc.createElement('meta');
    meta.name = 'app-config';
    meta.content = content;
    doc.head.append(meta);
  }
  return doc;
}

describe('readAppConfig', () => {
  test('an empty tag means the defaults', () => {
    expect(readAppConfig(docWith(''))).toEqual(defaultAppConfig);
    expect(defaultAppConfig.brands.first).toEqual({ name: 'Aurora', appType: 'aurora' });
    expect(defaultAppConfig.languages).toEqual([...APP_LANGUAGES]);
  });

  test('reads the JSON the server wrote', () => {
    const config = {
      ...defaultAppConfig,
      brandSegment: 'zenith',
      secondBrandHosts: ['nova.example'],
      languages: ['en', 'zh'],
    };
    expect(readAppConfig(docWith(JSON.stringify(config)))).toEqual(config);
  });
});
