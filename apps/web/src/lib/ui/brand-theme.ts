import { darkenHexColor, tintOfHexColor } from '@account-centre/contract';

/** The CSS custom properties a configured primary colour sets (theme.css holds the defaults). */
export function brandColorProperties(primaryColor: string): Record<string, string> {
  return {
    '--ac-color-primary': primaryColor,
    '--ac-color-primary-hover': darkenHexColor(primaryColor),
    '--ac-color-link': primaryColor,
    '--ac-color-focus': primaryColor,
    '--ac-background-tint': tintOfHexColor(primaryColor, 55),
  };
}

const PROPERTIES = Object.keys(brandColorProperties('#000000'));

/**
 * Applies a brand's configured primary colour (FIRST/SECOND_BRAND_PRIMARY_COLOR, already checked
 * for contrast with white text by the server and the app config schema) as CSS custom properties
 * on `<html>`, through the CSSOM — allowed by the CSP's `style-src 'self'`, unlike a `<style>`
 * element or a style attribute in the markup. Without one, the theme's own values apply.
 */
export function applyBrandColors(root: HTMLElement, primaryColor: string | undefined): void {
  for (const name of PROPERTIES) root.style.removeProperty(name);
  if (primaryColor === undefined) return;
  for (const [name, value] of Object.entries(brandColorProperties(primaryColor))) {
    root.style.setProperty(name, value);
  }
}
