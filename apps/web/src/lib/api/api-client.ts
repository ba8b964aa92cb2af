import { toast } from '#lib/ui/toast.ts';
import { isApiError } from '#lib/api/api-error.ts';
import { errorText } from '#lib/api/error-text.ts';
import { sendRequest, type HttpRequest } from '#lib/api/http.ts';
import { i18n } from '#lib/i18n/i18n.ts';
import { loadingStore } from '#lib/ui/loading-store.ts';
import { goToLogin } from '#lib/navigation.ts';
import { clearSession, getRefreshToken, hasSession } from '#lib/session/session.ts';
import { getToken } from '#lib/session/token-cookie.ts';
import { isRefreshRefused, refreshSettled, refreshTokens } from '#lib/session/token-refresh.ts';

export interface ApiRequest<T> extends HttpRequest<T> {
  /**
   * What a 401 does (spec §2/§4): `login` (default) refreshes the token pair once and retries,
   * else goes to /login with the stored url params; `token` shows "Your login has expired" (the
   * token call); `caller` leaves it to the caller (logout).
   */
  onUnauthorized?: 'login' | 'token' | 'caller';
  /**
   * The call acts for the signed-in user. When the token cookie is gone (it lives as long as the
   * access token) but a refresh token is stored, the pair is refreshed before the call is sent,
   * instead of after the 401 it would certainly get.
   */
  needsAuth?: boolean;
  /** Failures are shown as red toasts unless this is false. */
  toastErrors?: boolean;
  /**
   * The loading overlay (spec §2) covers the screen while the call runs, unless this is false:
   * for a call in the background that the screen shows in place (the slider's next challenge).
   */
  showLoading?: boolean;
}

/** One toast for the calls that fail together when a session ends. */
const SESSION_EXPIRED_TOAST = 'session-expired';

function isTokenInvalid(error: unknown): boolean {
  return isApiError(error) && error.errorName === 'tokenInvalid';
}

/**
 * Spec §4 token refresh, for calls whose 401 means "to /login": waits for a refresh under way,
 * refreshes first when the token cookie is gone, and on a 40100 refreshes once and retries once.
 * Parallel calls share one refresh; a call that failed with a token another call has already
 * replaced is only retried.
 */
async function sendWithRefresh<T>(request: ApiRequest<T>): Promise<T> {
  if ((request.onUnauthorized ?? 'login') !== 'login') return sendRequest(request);
  await refreshSettled();
  if (request.needsAuth && getToken() === undefined && getRefreshToken()) await refreshTokens();
  const sentWith = getToken();
  try {
    return await sendRequest(request);
  } catch (error) {
    if (!isTokenInvalid(error) || !getRefreshToken()) throw error;
    const current = getToken();
    if (current === undefined || current === sentWith) {
      try {
        await refreshTokens();
      } catch (refreshError) {
        // Refused: the original 401 ends the session below. Otherwise (offline) say that.
        throw isRefreshRefused(refreshError) ? error : refreshError;
      }
    }
    return sendRequest(request);
  }
}

/** Every call of the app goes through here: loading overlay, refresh, 401 and error toasts. */
export async function apiRequest<T>(request: ApiRequest<T>): Promise<T> {
  const hadSession = hasSession();
  const showLoading = request.showLoading !== false;
  if (showLoading) loadingStore.start();
  try {
    return await sendWithRefresh(request);
  } catch (error) {
    const unauthorized = isApiError(error) && error.status === 401;
    const mode = request.onUnauthorized ?? 'login';
    const expiredText = i18n.t('errors:tokenInvalid');
    if (unauthorized && mode === 'login') {
      clearSession();
      if (hadSession) toast.error(expiredText, { id: SESSION_EXPIRED_TOAST });
      goToLogin();
    } else if (unauthorized && mode === 'token') {
      toast.error(expiredText, { id: SESSION_EXPIRED_TOAST });
    } else if (!(unauthorized && mode === 'caller') && request.toastErrors !== false) {
      toast.error(errorText(error));
    }
    throw error;
  } finally {
    if (showLoading) loadingStore.end();
  }
}

export const apiClient = {
  get<T>(path: string, options: Omit<ApiRequest<T>, 'method' | 'path' | 'body'>): Promise<T> {
    return apiRequest({ ...options, method: 'GET', path });
  },
  post<T>(path: string, options: Omit<ApiRequest<T>, 'method' | 'path'>): Promise<T> {
    return apiRequest({ ...options, method: 'POST', path });
  },
};
