import type { BrandDefinition } from '#brands/brand-definition.ts';
import '#brands/first/theme.css';

export const firstBrand: BrandDefinition = {
  key: 'first',
  themeColor: '#0a5ca8',
};
