import { describe, expect, it } from 'vitest';
import { resolveBrand, tenantIdFor } from '#brands.ts';

describe('brands and tenants (spec §1, §6)', () => {
  const secondBrandHosts = ['nova.example'];

  it('selects the second brand by host or by tenant 000002', () => {
    expect(resolveBrand({ hostname: 'account.nova.example', secondBrandHosts })).toBe('second');
    expect(resolveBrand({ hostname: 'nova.example', secondBrandHosts })).toBe('second');
    expect(resolveBrand({ hostname: 'localhost', tenantId: '000002', secondBrandHosts })).toBe(
      'second',
    );
    expect(resolveBrand({ hostname: 'notnova.example', secondBrandHosts })).toBe('first');
    expect(resolveBrand({ hostname: 'localhost', tenantId: '000001', secondBrandHosts })).toBe(
      'first',
    );
  });

  it('sends Tenant-Id 000002 for the second brand, else the parameter or 000000', () => {
    expect(tenantIdFor('second', '000123')).toBe('000002');
    expect(tenantIdFor('first', '000123')).toBe('000123');
    expect(tenantIdFor('first', null)).toBe('000000');
    expect(tenantIdFor('first', 'abc')).toBe('000000');
  });
});
