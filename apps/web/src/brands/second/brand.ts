import type { BrandDefinition } from '#brands/brand-definition.ts';
import logo from '#brands/second/logo.svg';
import '#brands/second/theme.css';

export const secondBrand: BrandDefinition = {
  key: 'second',
  logo,
  themeColor: '#7a2e8e',
};
