import { toast } from 'sonner';
import { isApiError } from '#lib/api-error.ts';
import { errorText } from '#lib/error-text.ts';
import { sendRequest, type HttpRequest } from '#lib/http.ts';
import { i18n } from '#lib/i18n/i18n.ts';
import { loadingStore } from '#lib/loading-store.ts';
import { goToLogin } from '#lib/navigation.ts';
import { clearSession, getRefreshToken } from '#lib/session.ts';
import { getToken } from '#lib/token-cookie.ts';
import { refreshTokens } from '#lib/token-refresh.ts';

export interface ApiRequest<T> extends HttpRequest<T> {
  /**
   * What a 401 does (spec §2/§4): `login` (default) goes to /login with the stored url
   * params; `token` shows "Your login has expired" (the token call); `caller` leaves it to
   * the caller (logout).
   */
  onUnauthorized?: 'login' | 'token' | 'caller';
  /** Failures are shown as red toasts unless this is false. */
  toastErrors?: boolean;
}

function isTokenInvalid(error: unknown): boolean {
  return isApiError(error) && error.errorName === 'tokenInvalid';
}

async function sendWithRefresh<T>(request: ApiRequest<T>): Promise<T> {
  try {
    return await sendRequest(request);
  } catch (error) {
    // 40100 with a refresh token: refresh once, then retry the original call once.
    if (!isTokenInvalid(error) || request.onUnauthorized !== undefined || !getRefreshToken()) {
      throw error;
    }
    try {
      await refreshTokens();
    } catch {
      throw error;
    }
    return sendRequest(request);
  }
}

/** Every call of the app goes through here: loading overlay, refresh, 401 and error toasts. */
export async function apiRequest<T>(request: ApiRequest<T>): Promise<T> {
  const hadToken = getToken() !== undefined;
  loadingStore.start();
  try {
    return await sendWithRefresh(request);
  } catch (error) {
    const unauthorized = isApiError(error) && error.status === 401;
    const mode = request.onUnauthorized ?? 'login';
    if (unauthorized && mode === 'login') {
      clearSession();
      if (hadToken) toast.error(i18n.t('errors:tokenInvalid'));
      goToLogin();
    } else if (unauthorized && mode === 'token') {
      toast.error(i18n.t('errors:tokenInvalid'));
    } else if (!(unauthorized && mode === 'caller') && request.toastErrors !== false) {
      toast.error(errorText(error));
    }
    throw error;
  } finally {
    loadingStore.end();
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
