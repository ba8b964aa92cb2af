import {
  SLIDER_MIN_POSITION,
  type SliderChallenge,
  type SliderInput,
  type SliderSample,
} from '@account-centre/contract';
import { useCallback, useEffect, useEffectEvent, useReducer, useRef, useState } from 'react';
import { getSliderChallenge } from '#fields/slider/api/get-slider-challenge.ts';
import { verifySlider } from '#fields/slider/api/verify-slider.ts';
import {
  solveProofOfWork,
  type ProofOfWorkJob,
} from '#fields/slider/proof-of-work/solve-proof-of-work.ts';
import { useCountryState } from '#lib/country/use-country-state.ts';
import { apiBaseUrlOfCountry, currentApiBaseUrl } from '#lib/api/api-base-url.ts';
import { matchApiError, type ApiErrorMap } from '#lib/api/api-error.ts';

/**
 * unverified (`loading` a challenge, then `ready` to be moved) → `verifying` → `verified`
 * (holding a ticket); `unavailable` when no challenge could be fetched.
 */
export type SliderPhase = 'loading' | 'unavailable' | 'ready' | 'verifying' | 'verified';

/**
 * Why the slider started over, told to the user: a refused answer, an answer that got no verdict
 * (network, server), an expired or a used ticket.
 */
export type SliderNotice = 'failed' | 'lost' | 'expired' | 'used';

interface SliderState {
  phase: SliderPhase;
  challenge: SliderChallenge | undefined;
  /** The API server that issued the challenge (a regional one, or '' for this origin). */
  issuer: string | undefined;
  ticket: { value: string; expiresInSeconds: number } | undefined;
  /** Where the handle is, 0-100. */
  position: number;
  notice: SliderNotice | undefined;
  /** Counts challenge requests, so that the answer to an abandoned one is ignored. */
  request: number;
}

type SliderAction =
  | { type: 'loaded'; challenge: SliderChallenge; issuer: string }
  | { type: 'unavailable' }
  | { type: 'moved'; position: number }
  | { type: 'submitted' }
  | { type: 'verified'; ticket: { value: string; expiresInSeconds: number } }
  | { type: 'restart'; notice?: SliderNotice | undefined };

const initialState: SliderState = {
  phase: 'loading',
  challenge: undefined,
  issuer: undefined,
  ticket: undefined,
  position: SLIDER_MIN_POSITION,
  notice: undefined,
  request: 0,
};

function reducer(state: SliderState, action: SliderAction): SliderState {
  switch (action.type) {
    case 'loaded':
      return { ...state, phase: 'ready', challenge: action.challenge, issuer: action.issuer };
    case 'unavailable':
      return { ...state, phase: 'unavailable' };
    case 'moved':
      return state.phase === 'ready'
        ? { ...state, position: action.position, notice: undefined }
        : state;
    case 'submitted':
      return { ...state, phase: 'verifying', notice: undefined };
    case 'verified':
      return { ...state, phase: 'verified', ticket: action.ticket };
    case 'restart':
      // Already fetching a new challenge: only the notice may change.
      if (state.phase === 'loading') return { ...state, notice: action.notice ?? state.notice };
      return {
        ...initialState,
        notice: action.notice,
        request: state.request + 1,
      };
  }
}

/** A ticket is given back this long before the server's expiry, so a call made with it arrives in time. */
const TICKET_MARGIN_MS = 5000;
/** A challenge is replaced this long before its expiry, so an answer to it still counts. */
const CHALLENGE_MARGIN_MS = 5000;

/** What the slider does itself about a refused answer (any other failure: the answer was lost). */
const sliderErrors = {
  sliderFailed: () => 'failed',
} satisfies ApiErrorMap<SliderNotice>;

function delayBefore(seconds: number, marginMs: number): number {
  return Math.max(1000, seconds * 1000 - marginMs);
}

/** Runs `load` now, or once the page is visible again: a hidden tab fetches no challenges. */
function whenVisible(load: () => void): () => void {
  if (document.visibilityState !== 'hidden') {
    load();
    return () => {};
  }
  const onChange = () => {
    if (document.visibilityState === 'hidden') return;
    document.removeEventListener('visibilitychange', onChange);
    load();
  };
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/**
 * The slider's life cycle (spec §4 "unverified to verified when passed"). `ticket` is the form
 * field that holds it and `onTicketChange` sets it: the form empties the field when it uses the
 * ticket, and the slider then starts over with a new challenge.
 */
export function useSliderCheck(ticket: string, onTicketChange: (ticket: string) => void) {
  const [state, dispatch] = useReducer(reducer, initialState);
  const { phase, challenge, issuer, request, ticket: held } = state;
  const { countryArea } = useCountryState();

  // The field lost this slider's ticket (used, or the form was reset): start over.
  const [seenTicket, setSeenTicket] = useState(ticket);
  if (ticket !== seenTicket) {
    setSeenTicket(ticket);
    if (phase === 'verified' && seenTicket === state.ticket?.value) {
      dispatch({ type: 'restart', notice: 'used' });
    }
  }

  useEffect(() => {
    if (phase !== 'loading') return undefined;
    let current = true;
    const stopWaiting = whenVisible(() => {
      currentApiBaseUrl()
        .then(async (base) => ({ base, loaded: await getSliderChallenge() }))
        .then(
          ({ base, loaded }) =>
            current && dispatch({ type: 'loaded', challenge: loaded, issuer: base }),
          () => current && dispatch({ type: 'unavailable' }),
        );
    });
    return () => {
      current = false;
      stopWaiting();
    };
  }, [phase, request]);

  // A challenge and its ticket count only at the server that issued them: when the visitor picks
  // a country of another region (REGION_API_BASE_URLS), the check starts over there. Keyed by the
  // region's API server, not by the country: a pick (or the country settling at start) within the
  // same region changes nothing, and a solved check is never lost to it.
  const [regionBase, setRegionBase] = useState<string | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void apiBaseUrlOfCountry(countryArea).then((base) => {
      if (current) setRegionBase(base);
    });
    return () => {
      current = false;
    };
  }, [countryArea]);
  const giveBackTicket = useEffectEvent(() => onTicketChange(''));
  useEffect(() => {
    if ((phase !== 'ready' && phase !== 'verified') || issuer === undefined) return;
    if (regionBase === undefined || regionBase === issuer) return;
    if (phase === 'verified') giveBackTicket();
    dispatch({ type: 'restart' });
  }, [regionBase, phase, issuer]);

  // An unanswered challenge is replaced before it expires.
  useEffect(() => {
    if (phase !== 'ready' || !challenge) return undefined;
    const timer = setTimeout(
      () => dispatch({ type: 'restart' }),
      delayBefore(challenge.expiresInSeconds, CHALLENGE_MARGIN_MS),
    );
    return () => clearTimeout(timer);
  }, [phase, challenge]);

  // A ticket not used in time is given back, and the slider starts over.
  useEffect(() => {
    if (phase !== 'verified' || !held) return undefined;
    const timer = setTimeout(
      () => {
        giveBackTicket();
        dispatch({ type: 'restart', notice: 'expired' });
      },
      delayBefore(held.expiresInSeconds, TICKET_MARGIN_MS),
    );
    return () => clearTimeout(timer);
  }, [phase, held]);

  // A challenge that carries a proof of work (SLIDER_PROOF_OF_WORK): solved in a Web Worker while
  // the user slides, stopped when the challenge is replaced.
  const proofOfWork = useRef<ProofOfWorkJob | undefined>(undefined);
  useEffect(() => {
    if (!challenge?.proofOfWork) return undefined;
    const job = solveProofOfWork(challenge.proofOfWork);
    proofOfWork.current = job;
    return () => {
      job.stop();
      if (proofOfWork.current === job) proofOfWork.current = undefined;
    };
  }, [challenge]);

  const move = useCallback((position: number) => dispatch({ type: 'moved', position }), []);

  const submit = useCallback(
    (input: SliderInput, trace: SliderSample[]) => {
      if (phase !== 'ready' || !challenge) return;
      const position = trace.at(-1)?.x ?? SLIDER_MIN_POSITION;
      dispatch({ type: 'moved', position });
      dispatch({ type: 'submitted' });
      // The answer waits for the proof of work, if the challenge carries one and it is not solved yet.
      const solving = challenge.proofOfWork
        ? (proofOfWork.current ?? solveProofOfWork(challenge.proofOfWork)).solution
        : Promise.resolve(undefined);
      solving
        .then((solution) =>
          verifySlider({
            challengeId: challenge.challengeId,
            input,
            position,
            trace,
            ...(solution && { proofOfWork: solution }),
          }),
        )
        .then(
          (result) => {
            onTicketChange(result.ticket);
            dispatch({
              type: 'verified',
              ticket: { value: result.ticket, expiresInSeconds: result.expiresInSeconds },
            });
          },
          // Refused or lost, the challenge is used up (or, refused for its proof of work, of no
          // further use): a new one.
          (error: unknown) =>
            dispatch({
              type: 'restart',
              notice: matchApiError(error, sliderErrors) ?? 'lost',
            }),
        );
    },
    [phase, challenge, onTicketChange],
  );

  const retry = useCallback(() => dispatch({ type: 'restart' }), []);

  return { ...state, move, submit, retry };
}
