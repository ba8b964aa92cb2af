import type { SendCodeResult } from '@account-centre/contract';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '#lib/ui/toast.ts';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { useCountdown } from '#fields/verification-code/hooks/use-countdown.ts';
import { matchApiError, type ApiErrorMap } from '#lib/api/api-error.ts';
import { countdownText } from '#lib/i18n/countdown-text.ts';

/** What the field does itself about a failed send (the API client has shown the error). */
const codeFieldErrors = {
  /** 11003: a code sent moments ago is still valid: the seconds until the next one may be sent. */
  codeSentTooOften: (error) => error.body.retryAfterSeconds ?? 0,
} satisfies ApiErrorMap<number>;

type CodeFieldProps = Omit<ComponentProps<typeof TextField>, 'addon' | 'label'> & {
  label?: string;
  /**
   * Validates what the code depends on and asks the server for a code; resolves with the
   * server's answer, or undefined when nothing was sent (invalid input). Failures are thrown
   * (the API client has shown them).
   */
  onRequestCode: () => Promise<SendCodeResult | undefined>;
  /**
   * Called when a code is on its way: sent now, or refused with 11003 because one was sent
   * moments ago (after a reload, say) and is still valid — the user may enter that one.
   */
  onCodeSent?: () => void;
};

/**
 * A verification-code input with its "Get code" button. The button counts down the server's
 * cool-down: the `cooldownSeconds` of a send, or the `retryAfterSeconds` of a 11003 refusal.
 */
export function CodeField({ label, onRequestCode, onCodeSent, ...inputProps }: CodeFieldProps) {
  const { t, i18n } = useTranslation('common');
  const [sending, setSending] = useState(false);
  const countdown = useCountdown();

  const requestCode = async (button: HTMLButtonElement) => {
    setSending(true);
    try {
      const result = await onRequestCode();
      if (!result) return;
      countdown.start(result.cooldownSeconds);
      toast.success(t('codeSent'));
      onCodeSent?.();
      // The button is disabled for the cool-down, which would drop the keyboard focus to the
      // page: it goes on to the code input, where the user types next (WCAG 2.4.3).
      if (document.activeElement === button || document.activeElement === document.body) {
        button.parentElement?.querySelector('input')?.focus();
      }
    } catch (error) {
      const retryAfter = matchApiError(error, codeFieldErrors);
      if (retryAfter !== undefined) {
        countdown.start(retryAfter);
        onCodeSent?.();
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <TextField
      label={label ?? t('codeLabel')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      addon={
        <Button
          variant="secondary"
          className="field__addon"
          disabled={sending || countdown.remaining > 0}
          onClick={(event) => void requestCode(event.currentTarget)}
        >
          {countdown.remaining > 0
            ? t('resendIn', { duration: countdownText(countdown.remaining, i18n.language) })
            : t('getCode')}
        </Button>
      }
      {...inputProps}
    />
  );
}
