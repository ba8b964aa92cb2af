import type { KeyboardEvent, PointerEvent, RefObject } from 'react';
import { useRef } from 'react';
import {
  clampPosition,
  positionAfterKey,
  type TraceRecorder,
} from '#fields/slider/components/slider-trace.ts';
import type { useSliderCheck } from '#fields/slider/hooks/use-slider-check.ts';

type SliderCheckState = ReturnType<typeof useSliderCheck>;

/** A press that moves less than this many pixels is a tap, not a drag. */
const TAP_SLOP_PX = 10;

type Gesture =
  | { kind: 'drag'; pointerId: number; grabOffset: number; startX: number }
  | { kind: 'tap'; pointerId: number; startX: number; startY: number; startedAt: number };

/** The track's writing direction: right to left it starts at the right edge (mirrored). */
function directionOf(track: HTMLElement): 'ltr' | 'rtl' {
  return getComputedStyle(track).direction === 'rtl' ? 'rtl' : 'ltr';
}

/** The handle's centre travels the track's inner width (inside its border) less the handle's. */
function geometry(track: HTMLElement, handle: HTMLElement) {
  const handleWidth = handle.offsetWidth;
  const rect = track.getBoundingClientRect();
  const innerLeft = rect.left + track.clientLeft;
  const rtl = directionOf(track) === 'rtl';
  return {
    /** Client x of the handle's centre at position 0. */
    origin: rtl ? innerLeft + track.clientWidth - handleWidth / 2 : innerLeft + handleWidth / 2,
    /** +1 when positions grow to the right, -1 when they grow to the left. */
    sign: rtl ? -1 : 1,
    travel: Math.max(1, track.clientWidth - handleWidth),
    handleWidth,
  };
}

/**
 * Pointer and keyboard input of the slider, recorded as the trace the server judges. A press on
 * the handle drags it and its release answers; a press elsewhere on the track that does not move
 * is a tap: the handle goes there and that answers. Keys move the focused handle; Enter answers.
 */
export function useSliderGestures({
  check,
  recorder,
  trackRef,
  handleRef,
}: {
  check: SliderCheckState;
  recorder: TraceRecorder;
  trackRef: RefObject<HTMLDivElement | null>;
  handleRef: RefObject<HTMLDivElement | null>;
}) {
  const gesture = useRef<Gesture | undefined>(undefined);
  const ready = check.phase === 'ready' && check.challenge !== undefined;

  const positionAt = (clientX: number): number | undefined => {
    const track = trackRef.current;
    const handle = handleRef.current;
    if (!track || !handle) return undefined;
    const { origin, sign, travel } = geometry(track, handle);
    return clampPosition((((clientX - origin) * sign) / travel) * 100);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const track = trackRef.current;
    const handle = handleRef.current;
    if (!ready || !track || !handle || !event.isPrimary || event.button !== 0) return;
    // No text selection, no scrolling, no focus jump while the finger or mouse is down.
    event.preventDefault();
    track.setPointerCapture(event.pointerId);
    const { origin, sign, travel, handleWidth } = geometry(track, handle);
    const handleCentre = origin + sign * (check.position / 100) * travel;
    const grabOffset = event.clientX - handleCentre;
    if (Math.abs(grabOffset) <= handleWidth / 2) {
      gesture.current = {
        kind: 'drag',
        pointerId: event.pointerId,
        grabOffset,
        startX: event.clientX,
      };
      recorder.start(event.timeStamp);
    } else {
      gesture.current = {
        kind: 'tap',
        pointerId: event.pointerId,
        startX: event.clientX,
        startY: event.clientY,
        startedAt: event.timeStamp,
      };
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = gesture.current;
    if (!current || current.pointerId !== event.pointerId) return;
    if (current.kind === 'tap') {
      const moved = Math.hypot(event.clientX - current.startX, event.clientY - current.startY);
      if (moved > TAP_SLOP_PX) gesture.current = undefined;
      return;
    }
    // Every position the browser saw since the last event (several per frame on fast devices).
    const events = event.nativeEvent.getCoalescedEvents?.() ?? [];
    let last: number | undefined;
    for (const seen of events.length > 0 ? events : [event.nativeEvent]) {
      last = positionAt(seen.clientX - current.grabOffset);
      if (last !== undefined) recorder.add(seen.timeStamp, last);
    }
    if (last !== undefined) check.move(last);
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const current = gesture.current;
    gesture.current = undefined;
    if (!current || current.pointerId !== event.pointerId) return;
    if (current.kind === 'tap') {
      const tapped = positionAt(event.clientX);
      if (tapped === undefined) return;
      recorder.reset();
      recorder.start(current.startedAt);
      check.submit('tap', recorder.finish(event.timeStamp, tapped));
      return;
    }
    const released = positionAt(event.clientX - current.grabOffset);
    if (released === undefined) return;
    if (Math.abs(event.clientX - current.startX) <= TAP_SLOP_PX) {
      // A click on the handle is no answer: back to rest, where every trace starts.
      recorder.reset();
      check.move(0);
      return;
    }
    check.submit('drag', recorder.finish(event.timeStamp, released));
  };

  const onPointerCancel = (event: PointerEvent<HTMLDivElement>) => {
    if (gesture.current?.pointerId !== event.pointerId) return;
    gesture.current = undefined;
    recorder.reset();
    check.move(0);
  };

  const onHandleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!ready) return;
    // Key presses can come faster than renders (a held key, assistive technology, a loaded
    // machine): each steps on from where the last one left the handle, not from the position
    // the last render showed, so that no step is lost.
    const position = recorder.position ?? check.position;
    if (event.key === 'Enter') {
      if (!recorder.started) return;
      event.preventDefault();
      check.submit('keyboard', recorder.finish(event.timeStamp, position));
      return;
    }
    const next = positionAfterKey(event.key, position, directionOf(event.currentTarget));
    if (next === undefined) return;
    event.preventDefault();
    recorder.start(event.timeStamp);
    recorder.add(event.timeStamp, next);
    check.move(next);
  };

  return {
    trackProps: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel },
    onHandleKeyDown,
  };
}
