import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { ALL_LANGUAGES, LEGAL_DOCUMENT_NAMES } from '@account-centre/contract';
import { AgreementCheckbox } from '#fields/legal/components/agreement-checkbox.tsx';
import { ProductServiceNotice } from '#fields/legal/components/product-service-notice.tsx';
import { i18n } from '#lib/i18n/i18n.ts';
import { renderRoute } from '#testing/render-route.tsx';

// The sentence as a reader sees it, and the agreement's name in it, written out by hand (not
// derived from the locale files, so a parser that doubles or drops the name fails here).
const SENTENCES = [
  {
    language: 'en',
    sentence:
      'The use of our devices and connected services is governed by the Product Service Agreement.',
    name: 'Product Service Agreement',
  },
  {
    language: 'de',
    sentence:
      'Für die Nutzung unserer Geräte und vernetzten Dienste gilt die Produkt-Servicevereinbarung.',
    name: 'Produkt-Servicevereinbarung',
  },
  {
    language: 'fr',
    sentence:
      "L'utilisation de nos appareils et services connectés est régie par le Contrat de service produit.",
    name: 'Contrat de service produit',
  },
  {
    language: 'ja',
    sentence: '当社のデバイスおよび接続サービスのご利用には、製品サービス規約が適用されます。',
    name: '製品サービス規約',
  },
  {
    language: 'zh',
    sentence: '我们的设备及联网服务的使用受《产品服务协议》约束。',
    name: '产品服务协议',
  },
  {
    language: 'ar',
    sentence: 'يخضع استخدام أجهزتنا وخدماتنا المتصلة لأحكام اتفاقية خدمة المنتجات.',
    name: 'اتفاقية خدمة المنتجات',
  },
  {
    language: 'ru',
    sentence:
      'Использование наших устройств и подключённых сервисов регулируется документом «Соглашение об обслуживании продуктов».',
    name: 'Соглашение об обслуживании продуктов',
  },
] as const;

describe('ProductServiceNotice', () => {
  test.each(SENTENCES)(
    'names the agreement once, as a link inside the sentence ($language)',
    async ({ language, sentence, name }) => {
      await i18n.changeLanguage(language);
      const { screen } = await renderRoute(<ProductServiceNotice />);
      const paragraph = screen.container.querySelector('p.legal-notice');
      expect(paragraph?.textContent).toBe(sentence);
      const link = page.getByRole('button', { name });
      await expect.element(link).toBeVisible();
      expect(paragraph?.querySelectorAll('button')).toHaveLength(1);
    },
  );
});

// Issue 37: the link shows the name of the document it opens, in every language; the server's
// test (legal-document-names.test.ts) holds each seeded document's title to the same names.
describe('the agreement links in all 27 languages', () => {
  test.each(ALL_LANGUAGES)("each link is its document's own name (%s)", async (language) => {
    await i18n.changeLanguage(language);
    const names = LEGAL_DOCUMENT_NAMES[language];
    const { screen } = await renderRoute(
      <>
        <ProductServiceNotice />
        <AgreementCheckbox />
      </>,
    );
    const notice = screen.container.querySelectorAll('p.legal-notice button');
    expect([...notice].map((button) => button.textContent)).toEqual([
      names.productServiceAgreement,
    ]);
    const documents = screen.container.querySelectorAll('.agreement__documents button');
    expect([...documents].map((button) => button.textContent)).toEqual([
      names.userAgreement,
      names.privacyPolicy,
    ]);
  });
});
