import type { BrandDefinition } from '#brands/brand-definition.ts';
import logo from '#brands/first/logo.svg';
import '#brands/first/theme.css';

export const firstBrand: BrandDefinition = {
  key: 'first',
  logo,
  themeColor: '#0a5ca8',
};
