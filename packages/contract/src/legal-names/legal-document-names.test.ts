import { describe, expect, it } from 'vitest';
import { LEGAL_DOCUMENT_KINDS } from '#endpoints/legal.ts';
import { LEGAL_DOCUMENT_NAMES, titleCarriesName } from '#legal-names/legal-document-names.ts';
import { ALL_LANGUAGES } from '#locales.ts';

describe('legal document names', () => {
  it('has the three names in every one of the 27 languages', () => {
    expect(Object.keys(LEGAL_DOCUMENT_NAMES).sort()).toEqual([...ALL_LANGUAGES].sort());
    for (const language of ALL_LANGUAGES) {
      for (const name of Object.values(LEGAL_DOCUMENT_NAMES[language])) {
        expect(name.trim().length, language).toBeGreaterThan(0);
      }
    }
  });

  it('finds the name in a title wherever the brand stands, letter case aside', () => {
    expect(titleCarriesName('en', 'user-agreement', '{brand} User Agreement')).toBe(true);
    expect(
      titleCarriesName('fr', 'user-agreement', "Conditions d'utilisation Aurora", 'Aurora'),
    ).toBe(true);
    expect(titleCarriesName('da', 'user-agreement', '{brand} brugeraftale')).toBe(true);
    expect(titleCarriesName('fi', 'privacy-policy', '{brand}-tietosuojakäytäntö')).toBe(true);
    expect(titleCarriesName('zh', 'privacy-policy', 'Aurora隐私政策', 'Aurora')).toBe(true);
    expect(titleCarriesName('he', 'user-agreement', 'הסכם המשתמש של {brand}')).toBe(true);
    expect(titleCarriesName('ar', 'user-agreement', 'اتفاقية مستخدم {brand}')).toBe(true);
  });

  it('refuses a title with other words than the name', () => {
    // The French link said "Contrat d'utilisation" for a document titled "Conditions d'utilisation".
    expect(titleCarriesName('fr', 'user-agreement', "Contrat d'utilisation {brand}")).toBe(false);
    expect(
      titleCarriesName('de', 'product-service-agreement', '{brand} Produktservice-Vereinbarung'),
    ).toBe(false);
    expect(titleCarriesName('en', 'user-agreement', '{brand} User Agreement for Austria')).toBe(
      false,
    );
    expect(titleCarriesName('en', 'privacy-policy', '{brand} User Agreement')).toBe(false);
    for (const kind of LEGAL_DOCUMENT_KINDS) {
      expect(titleCarriesName('en', kind, '{brand}')).toBe(false);
    }
  });
});
