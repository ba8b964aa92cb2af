import type { HomeRule, LegalDocument } from '@account-centre/contract';
import { ok, type RecordedRequest, type StubRoute } from '#testing/fetch-stub.ts';

/** The first brand's legal paths (contract apiPaths('aurora')). */
export const PRIVACY_PATH = '/api/aurora-product/public/privacy';
export const HOME_RULE_CHECK_PATH = '/api/aurora-user/home/rule/check';
export const HOME_RULE_LIST_PATH = '/api/aurora-user/home/rule/list';

/** The home rule check answering "everything accepted" (Home asks it once the account loaded). */
export const allTermsAccepted: StubRoute = {
  method: 'POST',
  path: HOME_RULE_CHECK_PATH,
  reply: () => ok({ accepted: true, missing: [] }),
};

export function legalDocument(overrides: Partial<LegalDocument> = {}): LegalDocument {
  return {
    kind: 'privacy-policy',
    version: 1,
    language: 'en',
    country: null,
    title: 'Aurora Privacy Policy',
    body: '## 1. Who we are\n\nAurora is responsible for your data.\n\n## 2. What we collect\n\nYour e-mail address.',
    publishedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function homeRule(overrides: Partial<HomeRule> = {}): HomeRule {
  return {
    kind: 'privacy-policy',
    version: 2,
    title: 'Aurora Privacy Policy',
    language: 'en',
    country: null,
    publishedAt: '2026-01-01T00:00:00.000Z',
    required: true,
    accepted: false,
    ...overrides,
  };
}

/** GET privacy answering `reply` for each request. */
export function privacyRoute(
  reply: (request: RecordedRequest) => { status?: number; body: unknown },
): StubRoute {
  return { method: 'GET', path: PRIVACY_PATH, reply };
}
