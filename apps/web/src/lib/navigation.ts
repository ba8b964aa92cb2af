import { paths } from '#config/paths.ts';
import { urlParamsQuery } from '#lib/url-params.ts';

type Navigate = (to: string, options?: { replace?: boolean }) => void;

/**
 * Lets non-React code (the API client) move the router. The app registers the router's
 * navigate at start; until then a full page load is used.
 */
export const navigation = {
  navigate: ((to) => window.location.assign(to)) as Navigate,
  /** Leaves the app for another site (e.g. the stored redirect_url). */
  leave: (url: string): void => window.location.assign(url),
};

export function setNavigate(navigate: Navigate): void {
  navigation.navigate = navigate;
}

/** Spec §2: to /login, carrying the stored url parameters as the query string. */
export function goToLogin(): void {
  navigation.navigate(`${paths.login}${urlParamsQuery()}`, { replace: true });
}

/** Only absolute http(s) URLs are followed, so a crafted redirect_url cannot run script. */
export function safeExternalUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
