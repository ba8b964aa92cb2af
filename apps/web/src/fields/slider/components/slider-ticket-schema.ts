import * as z from 'zod/mini';
import { getRuntime } from '#lib/runtime.ts';

/** The field error of a missing ticket, a key of the `slider` texts (see useFieldErrorText). */
export const SLIDER_REQUIRED = 'slider:required';

/** Whether this deployment asks for the slide-to-verify check (server `SLIDER_REQUIRED`). */
export function isSliderRequired(): boolean {
  return getRuntime().config.sliderRequired;
}

/**
 * The form field that holds the slider's ticket (`SliderCheck`): required before a protected call,
 * unless the server turned the slider off.
 */
export function sliderTicketSchema() {
  return isSliderRequired()
    ? z.string().check(z.minLength(1, { message: SLIDER_REQUIRED }))
    : z.string();
}
