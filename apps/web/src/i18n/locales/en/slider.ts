/** Slide-to-verify (fields/slider). */
export const slider = {
  label: 'Slide to verify',
  hint: 'Drag the handle into the gap, or tap the gap. With a keyboard: arrow keys to the target, then Enter.',
  valueText: '{{value}} of 100, target {{target}}',
  loading: 'Loading the check…',
  unavailable: 'The check could not be loaded.',
  retry: 'Try again',
  verifying: 'Verifying…',
  verified: 'Verified',
  failed: 'That did not match. Please slide again.',
  lost: 'The check could not be completed. Please slide again.',
  expired: 'The verification has expired. Please slide again.',
  used: 'Please slide again for the next step.',
  required: 'Please complete the slide verification.',
};
