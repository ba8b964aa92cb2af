import { SUCCESS_CODE, type Envelope } from '@account-centre/contract';

/** The success envelope `{ code: 0, msg: 'success', data }` of every non-token answer. */
export function success<T>(data: T): Envelope<T> {
  return { code: SUCCESS_CODE, msg: 'success', data };
}
