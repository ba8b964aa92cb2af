import { APP_LANGUAGES } from '@account-centre/contract';
import { describe, expect, test, vi } from 'vitest';
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
    // DESIGN §4 defaults: minimum age 16, phone login and registration in the CN group only.
    expect(defaultAppConfig.minAge).toBe(16);
    expect(defaultAppConfig.phoneRegionGroups).toEqual(['CN']);
  });

  test('reads the JSON the server wrote', () => {
    const config = {
      ...defaultAppConfig,
      brandSegment: 'zenith',
      secondBrandHosts: ['nova.example'],
      languages: ['en', 'zh'],
      minAge: 18,
      phoneRegionGroups: ['CN', 'DE'],
      // Spec §3/§4 groups and the regional API servers (COUNTRY_GROUPS, REGION_API_BASE_URLS).
      countryGroups: { DE: ['DE', 'AT'], default: ['DE', 'AT', 'FR'] },
      regionApiBaseUrls: { eu: 'https://eu.example.com' },
    };
    expect(readAppConfig(docWith(JSON.stringify(config)))).toEqual(config);
  });

  test("reads the brands' configured colours and logos; one too light for white text is refused", () => {
    const brands = {
      first: { name: 'Aurora', appType: 'aurora', primaryColor: '#1d6b3a' },
      second: { name: 'Nova', appType: 'nova', logoUrl: 'https://cdn.nova.example/logo.svg' },
    };
    const config = { ...defaultAppConfig, brands };
    expect(readAppConfig(docWith(JSON.stringify(config)))).toEqual(config);
    expect(defaultAppConfig.brands.second.primaryColor).toBeUndefined();

    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const tooLight = { ...brands, first: { ...brands.first, primaryColor: '#ffcc00' } };
    expect(readAppConfig(docWith(JSON.stringify({ ...config, brands: tooLight })))).toEqual(
      defaultAppConfig,
    );
    expect(errors).toHaveBeenCalledOnce();
    errors.mockRestore();
  });
});
