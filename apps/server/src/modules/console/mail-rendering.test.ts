import type { Language } from '@account-centre/contract';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '#config/index.ts';
import { mailBrandsOf } from '#messaging/mail/mail-brand.ts';
import { MAIL_KINDS } from '#messaging/mail/mail-kinds.ts';
import { createMailRenderer } from '#messaging/mail/mail-renderer.ts';
import { sampleEmails } from '#modules/console/mail-samples.ts';

const config = parseConfig({
  OUTBOX: 'true',
  OIDC_ISSUER: 'https://accounts.example',
  SECOND_BRAND_PRIMARY_COLOR: '#1d6b3a',
  SECOND_BRAND_LOGO_URL: 'https://cdn.example.com/nova.png',
});
const brands = mailBrandsOf(config, { first: '/assets/logo-first.svg' });
const renderer = createMailRenderer({ brands, overrides: new Map() });

describe('branded e-mail (decision 065)', () => {
  for (const key of ['first', 'second'] as const) {
    for (const language of ['en', 'de', 'ar', 'zh'] as Language[]) {
      it(`renders every kind for the ${key} brand in ${language}: logo, colour, footer, text part`, async () => {
        const brand = brands[key];
        const samples = sampleEmails(brand.name, language);
        expect(Object.keys(samples).sort()).toEqual([...MAIL_KINDS].sort());
        for (const kind of MAIL_KINDS) {
          const sample = samples[kind];
          const mail = await renderer.render(sample);
          expect(mail.override).toBeUndefined();
          // The text part is the built-in text, unchanged (the mailbox tests read codes from it).
          expect(mail.text).toBe(sample.text);
          expect(mail.text.length).toBeGreaterThan(20);
          expect(mail.html).toMatch(/^<!DOCTYPE html/);
          expect(mail.html).toContain(`lang="${language}"`);
          expect(mail.html).toContain(`dir="${language === 'ar' ? 'rtl' : 'ltr'}"`);
          expect(mail.html).toContain(brand.color);
          expect(mail.html).toContain(`src="${brand.logoUrl}"`);
          expect(mail.html).toContain(`alt="${brand.name}"`);
          for (const link of brand.legalLinks(language)) {
            expect(mail.html).toContain(`href="${link.url.replaceAll('&', '&amp;')}"`);
            expect(mail.html).toContain(link.title);
          }
          expect(mail.html).toContain(`lang=${language}`);
          expect(mail.html).not.toContain('<script');
          if (sample.code !== undefined) expect(mail.html).toContain(`>${sample.code}</strong>`);
          for (const value of ['undoUrl', 'resetUrl', 'cancelUrl'] as const) {
            const url = sample.values?.[value];
            if (url !== undefined) expect(mail.html).toContain(`href="${url}"`);
          }
        }
      });
    }
  }

  it('takes the colour and logo from the configuration, the theme and the web build otherwise', () => {
    expect(brands.first.color).toBe('#0a5ca8');
    expect(brands.first.logoUrl).toBe('https://accounts.example/assets/logo-first.svg');
    expect(brands.second.color).toBe('#1d6b3a');
    expect(brands.second.logoUrl).toBe('https://cdn.example.com/nova.png');
    expect(brands.first.from).toBe(config.mailFrom);
    expect(brands.first.legalLinks('de').map((link) => link.title)).toEqual([
      'Nutzungsvereinbarung',
      'Datenschutzerklärung',
      'Produkt-Servicevereinbarung',
    ]);
  });

  it('shows the brand name as a word mark when there is no logo, and escapes the texts', async () => {
    const plain = mailBrandsOf(parseConfig({ OUTBOX: 'true', FIRST_BRAND_NAME: 'A<b>' }));
    const mail = await createMailRenderer({ brands: plain, overrides: new Map() }).render({
      ...sampleEmails('A<b>', 'en')['password-changed'],
      text: 'Hello <img src=x onerror=alert(1)>\n\nhttps://accounts.example/reset',
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('A&lt;b&gt;');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
