import { SLIDER_MAX_POSITION, SLIDER_MIN_POSITION } from '@account-centre/contract';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { FieldError } from '#components/ui/field-error.tsx';
import type { SliderCheckProps } from '#fields/slider/components/slider-check.tsx';
import { createTraceRecorder } from '#fields/slider/components/slider-trace.ts';
import { useSliderCheck } from '#fields/slider/hooks/use-slider-check.ts';
import { useSliderGestures } from '#fields/slider/hooks/use-slider-gestures.ts';

/** The slide check itself (see `SliderCheck`), loaded after the first paint. */
export function SliderControl({ ticket, onTicketChange, focusRef, error }: SliderCheckProps) {
  const { t } = useTranslation('slider');
  const id = useId();
  const check = useSliderCheck(ticket, onTicketChange);
  const { phase, challenge, position, notice } = check;
  // Every challenge starts from rest, with a recorder of its own, made as the challenge is
  // rendered: a key pressed as soon as the challenge shows is recorded in it (an effect emptying
  // one shared recorder ran after such a key and dropped it, so the answer no longer matched).
  const [traced, setTraced] = useState(() => ({ challenge, recorder: createTraceRecorder() }));
  let { recorder } = traced;
  if (traced.challenge !== challenge) {
    recorder = createTraceRecorder();
    setTraced({ challenge, recorder });
  }
  const trackRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<HTMLDivElement | null>(null);
  const gestures = useSliderGestures({ check, recorder, trackRef, handleRef });

  // The positions are CSS custom properties set through the CSSOM, which the CSP allows (a style
  // attribute in prerendered markup it would refuse).
  useLayoutEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    track.style.setProperty('--slider-position', String(position));
    if (challenge) track.style.setProperty('--slider-target', String(challenge.target));
  }, [position, challenge]);

  const ready = phase === 'ready' && challenge !== undefined;
  const valueText = ready
    ? t('valueText', { value: Math.round(position), target: challenge.target })
    : t(phase === 'ready' ? 'loading' : phase);
  const status =
    phase === 'verifying' || phase === 'verified' || phase === 'unavailable'
      ? t(phase)
      : notice && t(notice);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <div className="field slider" data-phase={phase} data-invalid={error ? true : undefined}>
      <span className="field__label" id={`${id}-label`}>
        {t('label')}
      </span>
      <div ref={trackRef} className="slider__track" {...gestures.trackProps}>
        {ready && <span className="slider__gap" aria-hidden="true" />}
        <span className="slider__fill" aria-hidden="true" />
        <div
          ref={(element) => {
            handleRef.current = element;
            focusRef?.(element);
          }}
          role="slider"
          tabIndex={0}
          className="slider__handle"
          aria-labelledby={`${id}-label`}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          aria-disabled={ready ? undefined : true}
          aria-valuemin={SLIDER_MIN_POSITION}
          aria-valuemax={SLIDER_MAX_POSITION}
          aria-valuenow={Math.round(position)}
          aria-valuetext={valueText}
          onKeyDown={gestures.onHandleKeyDown}
        >
          <span className="slider__grip" aria-hidden="true" />
        </div>
      </div>
      <p id={hintId} className="slider__hint">
        {t('hint')}
      </p>
      <p role="status" className="slider__status">
        {status}
      </p>
      {phase === 'unavailable' && (
        <Button variant="secondary" className="slider__retry" onClick={check.retry}>
          {t('retry')}
        </Button>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
