import { useLocation, useRouter, type AroundNavHandler } from 'wouter';
import { paths } from '#config/paths.ts';
import { urlParamsQuery } from '#lib/session/url-params.ts';

type NavigateOptions = { replace?: boolean };
type Navigate = (to: string, options?: NavigateOptions) => void;

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

/** The router's navigate, for components: `navigate(paths.home, { replace: true })`. */
export function useNavigate(): Navigate {
  return useLocation()[1];
}

/** The current query string as the address bar has it (`?a=b`, or empty), not decoded. */
export function useSearchString(): string {
  const router = useRouter();
  const search = router.searchHook(router).replace(/^\?/, '');
  return search ? `?${search}` : '';
}

/** The index of the current entry of the session history within this visit of the app. */
function historyIndex(): number {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state ? Number(state.idx) : 0;
}

/**
 * The app's router numbers the history entries it makes (a page load is 0, as React Router did),
 * so a screen knows whether it can go back within the app.
 */
export const numberHistoryEntries: AroundNavHandler = (navigate, to, options = {}) => {
  navigate(to, { ...options, state: { idx: historyIndex() + (options.replace ? 0 : 1) } });
};

/** True when the previous history entry is a screen of this visit. */
export function canGoBack(): boolean {
  return historyIndex() > 0;
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
