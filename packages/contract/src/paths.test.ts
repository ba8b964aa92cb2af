import { describe, expect, it } from 'vitest';
import { apiPaths, authHeaderName, BRAND_SEGMENT_PATTERN } from '#paths.ts';

describe('paths (spec §7)', () => {
  it('builds every path from the brand segment', () => {
    const paths = apiPaths('aurora');
    expect(paths.registerEmailCode).toBe('/api/aurora-user/v2/register/email/code');
    expect(paths.registerEmailVerification).toBe('/api/aurora-user/v2/register/email/verification');
    expect(paths.token).toBe('/api/aurora-auth/oauth/token');
    expect(paths.logout).toBe('/api/aurora-auth/oauth/logout');
    expect(paths.userInfo).toBe('/api/aurora-user/v1/info');
    expect(paths.storeRedirect).toBe('/aurora-store/api/v1/shopstore/redirect');
    expect(paths.sliderChallenge).toBe('/api/aurora-auth/slider/challenge');
    expect(paths.sliderVerify).toBe('/api/aurora-auth/slider/verify');
    for (const path of Object.values(paths)) expect(path).toContain('aurora-');
  });

  it('names the auth header after the brand', () => {
    expect(authHeaderName('aurora')).toBe('Aurora-Auth');
    expect(BRAND_SEGMENT_PATTERN.test('aurora')).toBe(true);
    expect(BRAND_SEGMENT_PATTERN.test('Aurora')).toBe(false);
    expect(BRAND_SEGMENT_PATTERN.test('a/b')).toBe(false);
  });
});
