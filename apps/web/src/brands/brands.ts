import type { BrandKey } from '@account-centre/contract';
import type { BrandDefinition } from '#brands/brand-definition.ts';
import { firstBrand } from '#brands/first/brand.ts';
import { secondBrand } from '#brands/second/brand.ts';

export const brands: Record<BrandKey, BrandDefinition> = {
  first: firstBrand,
  second: secondBrand,
};
