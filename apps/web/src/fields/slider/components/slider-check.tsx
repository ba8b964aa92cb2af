import '#fields/slider/components/slider-check.css';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyPart } from '#components/ui/lazy-part.tsx';
import { isSliderRequired } from '#fields/slider/components/slider-ticket-schema.ts';

// The check's code (gestures, trace, challenge calls) loads on its own; until it has, the same
// box shows the label and the hint, so nothing moves when it arrives.
const SliderControl = lazy(async () => ({
  default: (await import('#fields/slider/components/slider-control.tsx')).SliderControl,
}));

export type SliderCheckProps = {
  /** The form field holding the ticket: '' until verified, emptied by the form when used. */
  ticket: string;
  onTicketChange: (ticket: string) => void;
  /** Lets the form focus the handle when the field is in error (react-hook-form's field ref). */
  focusRef?: ((element: HTMLElement | null) => void) | undefined;
  /** The translated error text, when the form was submitted without a ticket. */
  error?: string | undefined;
};

/**
 * Slide-to-verify (spec §2, §4, §5; docs/decisions/009-slide-to-verify.md): slide the handle into
 * the gap. Drag it, tap the gap (the single-pointer alternative, WCAG 2.2 SC 2.5.7) or, with the
 * handle focused (`role="slider"`), move it with the arrow keys, Page Up/Down, Home/End and press
 * Enter. The gap's position is part of the handle's value text, so screen-reader users hear it.
 * The state is shown and announced: unverified, verifying, verified, and why it started over.
 */
export function SliderCheck(props: SliderCheckProps) {
  // Turned off on the server (SLIDER_REQUIRED=false): nothing to pass, nothing to show.
  return isSliderRequired() ? (
    <LazyPart fallback={<SliderPlaceholder />}>
      <SliderControl {...props} />
    </LazyPart>
  ) : null;
}

function SliderPlaceholder() {
  const { t } = useTranslation('slider');
  return (
    <div className="field slider" data-phase="loading">
      <span className="field__label">{t('label')}</span>
      <div className="slider__track">
        <span className="slider__fill" aria-hidden="true" />
        <div className="slider__handle" aria-hidden="true">
          <span className="slider__grip" />
        </div>
      </div>
      <p className="slider__hint">{t('hint')}</p>
      <p className="slider__status" />
    </div>
  );
}
