import { errorCatalogue } from '@account-centre/contract';
import { describe, expect, test } from 'vitest';
import { ApiError, matchApiError, type ApiErrorMap } from '#lib/api/api-error.ts';

const answer = (status: number, code?: number) =>
  new ApiError({ kind: 'answer', status, body: code === undefined ? {} : { code, msg: 'x' } });

const map = {
  codeSentTooOften: (error) => `retry in ${error.body.code}`,
  tokenInvalid: () => 'by name',
  401: () => 'any 401',
} satisfies ApiErrorMap<string>;

describe('matchApiError', () => {
  test('runs the handler of the error’s catalogue name, with the error', () => {
    const { code, status } = errorCatalogue.codeSentTooOften;
    expect(matchApiError(answer(status, code), map)).toBe(`retry in ${code}`);
  });

  test('a name of its own wins over the 401 handler; another 401 takes the 401 handler', () => {
    const { code } = errorCatalogue.tokenInvalid;
    expect(matchApiError(answer(401, code), map)).toBe('by name');
    expect(matchApiError(answer(401, errorCatalogue.sessionExpired.code), map)).toBe('any 401');
    expect(matchApiError(answer(401), map)).toBe('any 401');
  });

  test('nothing for a failure the map does not name, nor for anything but an API error', () => {
    const { code, status } = errorCatalogue.sliderFailed;
    expect(matchApiError(answer(status, code), map)).toBeUndefined();
    expect(matchApiError(new ApiError({ kind: 'network' }), map)).toBeUndefined();
    expect(matchApiError(new Error('tokenInvalid'), map)).toBeUndefined();
    expect(matchApiError(undefined, map)).toBeUndefined();
  });
});
