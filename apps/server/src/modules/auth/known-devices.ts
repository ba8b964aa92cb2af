import { parse, serialize } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { newToken } from '#lib/secrets.ts';

/**
 * The device cookie (issue 19 Medium 3, decision 026): a random 256-bit token the server puts in
 * an HttpOnly, Secure, SameSite=Strict cookie, sent back with API calls only (path `/api`).
 * The server keeps its SHA-256 per account that completed a sign-in (or a registration) with it;
 * the client cannot choose a value the server will know for an account it has not signed in to.
 */
export const DEVICE_COOKIE = 'ac_device';
/** 400 days: the longest lifetime browsers keep a cookie for; renewed by every sign-in. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The request's device token: the cookie's, when it is well-formed; else a new one. */
export function deviceTokenOf(request: FastifyRequest): { token: string; isNew: boolean } {
  const header = request.headers.cookie;
  const value = header === undefined ? undefined : parse(header)[DEVICE_COOKIE];
  return value !== undefined && TOKEN_PATTERN.test(value)
    ? { token: value, isNew: false }
    : { token: newToken(), isNew: true };
}

/** The cookie goes back with API calls only (the token and registration calls read it). */
const DEVICE_COOKIE_PATH = '/api';

/** Sets (or renews) the device cookie. */
export function setDeviceCookie(reply: FastifyReply, token: string): void {
  reply.header(
    'set-cookie',
    serialize(DEVICE_COOKIE, token, {
      httpOnly: true,
      secure: true,
      sameSite: 'strict',
      path: DEVICE_COOKIE_PATH,
      maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
    }),
  );
}
