import type { Plugin } from 'vite';

const INSERT_CSS = 'function __insertCSS(code) {';

/**
 * Sonner injects its stylesheet as a runtime `<style>` tag, which `style-src 'self'` forbids.
 * The app imports `sonner/dist/styles.css` as a normal stylesheet instead, and this plugin
 * turns the injection into a no-op. It fails loudly when a sonner upgrade changes the code.
 */
export function sonnerWithoutInjectedStyles(): Plugin {
  return {
    name: 'sonner-without-injected-styles',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js/.test(id)) return null;
      if (!code.includes(INSERT_CSS)) {
        throw new Error(`sonner changed: "${INSERT_CSS}" not found in ${id}`);
      }
      return { code: code.replace(INSERT_CSS, `${INSERT_CSS} return;`), map: null };
    },
  };
}
