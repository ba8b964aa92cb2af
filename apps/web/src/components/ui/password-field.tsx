import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '#components/ui/text-field.tsx';

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'addon'> & {
  autoComplete: 'current-password' | 'new-password';
};

/**
 * A password input with a visibility toggle (WCAG 3.3.8: the password can be checked rather than
 * retyped). The toggle is a pressed/unpressed button with one fixed name, so a screen reader
 * announces "Show password, toggle button, pressed" instead of a name that changes under it.
 */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      // Spelling aids would otherwise see (and may send away) a shown password.
      spellCheck={false}
      autoCapitalize="none"
      addon={
        <button
          type="button"
          className="field__toggle"
          aria-label={t('showPassword')}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              d="M1.5 12S5.5 4.5 12 4.5 22.5 12 22.5 12 18.5 19.5 12 19.5 1.5 12 1.5 12Z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            />
            <circle cx="12" cy="12" r="3.5" fill="none" stroke="currentColor" strokeWidth="2" />
            {visible ? null : (
              <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            )}
          </svg>
        </button>
      }
    />
  );
}
