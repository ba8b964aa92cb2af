import type { BrandDefinition } from '#brands/brand-definition.ts';
import '#brands/second/theme.css';

export const secondBrand: BrandDefinition = {
  key: 'second',
  themeColor: '#7a2e8e',
};
