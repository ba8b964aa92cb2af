import { useEffect, useRef, useState, useTransition, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFields } from '#components/ui/form-fields.tsx';
import { Button } from '#components/ui/button.tsx';
import { CountrySelect } from '#fields/country/components/country-select.tsx';
import { PasswordField } from '#components/ui/password-field.tsx';
import { Tabs } from '#components/ui/tabs.tsx';
import { TextLink } from '#components/ui/text-link.tsx';
import { useFormValues } from '#lib/form/use-form-values.ts';
import { defaultCountry } from '#lib/country/default-country.ts';
import { paths } from '#config/paths.ts';
import { accountUsername } from '#fields/account-name/components/account-check.ts';
import { AccountInput } from '#fields/account-name/components/account-input.tsx';
import { loginWithCode } from '#features/auth/api/login-with-code.ts';
import { loginWithPassword } from '#features/auth/api/login-with-password.ts';
import { browserHasPasskeys } from '#features/auth/api/browser-has-passkeys.ts';
import type { LoginAnswer } from '#features/auth/api/request-tokens.ts';
import { sendAuthCode } from '#features/auth/api/send-auth-code.ts';
import { LockedAlert } from '#features/auth/components/locked-alert.tsx';
import {
  loginFormSchema,
  type LoginDraft,
  type LoginFormValues,
  type LoginMode,
} from '#features/auth/components/login-form-schema.ts';
import { AgreementCheckbox } from '#fields/legal/components/agreement-checkbox.tsx';
import { ProductServiceNotice } from '#fields/legal/components/product-service-notice.tsx';
import { SliderCheck } from '#fields/slider/components/slider-check.tsx';
import { CodeField } from '#fields/verification-code/components/code-field.tsx';
import { matchApiError, type ApiErrorMap } from '#lib/api/api-error.ts';
import { dialCodeOf } from '#lib/country/phone-region.ts';
import { getRuntime } from '#lib/runtime.ts';
import { useHydrated } from '#hooks/use-hydrated.ts';
import { isApiError } from '#lib/api/api-error.ts';
import { toast } from '#lib/ui/toast.ts';

/**
 * Passkey sign-in (its call schemas and the browser library), loaded on use: it is not part of
 * the login screen's first load (decision 022's budget).
 */
const passkeySignIn = () => import('#features/auth/api/passkey-sign-in.ts');

type LoginFormProps = {
  /** Signed in, or asked for a double check (spec §4: a success for the caller). */
  onSuccess: (answer: LoginAnswer, draft: LoginDraft) => void;
  /** Mode, account, country and agreement to start from (back from the double check). */
  initial?: LoginDraft | undefined;
  /** Focus the account field on mount (back from the double check, which had the focus). */
  autoFocus?: boolean;
};

/** What the form does itself about a failed sign-in (the API client has shown the error). */
const loginErrors = {
  /** Spec §4: the account is locked; the notice also stays on the form. */
  exceedMaxLoginAttempts: () => true,
} satisfies ApiErrorMap<boolean>;

function initialValues(initial: LoginDraft | undefined): LoginFormValues {
  const { hostname, countryParam, loginHint } = getRuntime();
  const country = initial?.country ?? defaultCountry(hostname, countryParam);
  return {
    account: initial?.account ?? loginHint ?? '',
    areaCode: initial?.areaCode ?? dialCodeOf(country),
    country,
    password: '',
    code: '',
    agreementAccepted: initial?.agreementAccepted ?? false,
    sliderTicket: '',
  };
}

/** The `value`/`onChange` pair of a text input bound to a field of the form's state. */
type TextBinding = { value: string; onChange: (event: { target: { value: string } }) => void };

/**
 * Spec §2 login: by password or by a code sent to the account (phone, e-mail or product ID), from
 * a country/region, with the user agreement and privacy policy accepted. Its state is React's
 * own (no form library in the first load): checked by the schema with zod mini, sent in an
 * async transition (React 19 actions).
 */
export function LoginForm({ onSuccess, initial, autoFocus = false }: LoginFormProps) {
  const { t, i18n } = useTranslation('auth');
  const [mode, setMode] = useState<LoginMode>(initial?.mode ?? 'password');
  const [codeRequested, setCodeRequested] = useState(false);
  const [locked, setLocked] = useState(false);
  const [isSubmitting, startSubmit] = useTransition();
  const form = useFormValues(() => initialValues(initial));
  const { values, formRef, fieldError, setValue, getValues, clearErrors } = form;
  const schema = loginFormSchema(mode, codeRequested);
  const country = values.country;
  const accountRef = useRef<HTMLInputElement>(null);
  // Passkeys (issue 24): shown once hydrated, as the server cannot know the browser.
  const passkeys = useHydrated() && browserHasPasskeys();
  const [passkeyBusy, setPasskeyBusy] = useState(false);

  // Focused once, when it appears (the `autofocus` attribute acts only while a page loads).
  useEffect(() => {
    if (autoFocus) accountRef.current?.focus();
  }, [autoFocus]);

  const bind = (name: 'account' | 'areaCode' | 'password' | 'code'): TextBinding => ({
    value: values[name],
    onChange: (event) => setValue(name, event.target.value),
  });

  /** Each ticket opens one call: handed to it and emptied, so the slider asks for the next. */
  const takeSliderTicket = (): string => {
    const ticket = getValues().sliderTicket;
    setValue('sliderTicket', '');
    return ticket;
  };

  /** The draft a sign-in hands on: what the form holds now. */
  const draftOf = (): LoginDraft => {
    const current = getValues();
    return {
      mode,
      account: current.account,
      areaCode: current.areaCode,
      country: current.country,
      agreementAccepted: current.agreementAccepted,
    };
  };
  /** A passkey signs in only with the agreement accepted, like the form (its error shows). */
  const agreementAccepted = () => form.checkFields(schema, ['agreementAccepted']);
  const latest = useRef({ onSuccess, draftOf, agreementAccepted });
  useEffect(() => {
    latest.current = { onSuccess, draftOf, agreementAccepted };
  });

  // Conditional UI: where the browser offers passkeys in the account field's suggestions, one
  // picked there signs in. Waits in the background; cancelled when the form leaves.
  useEffect(() => {
    let active = true;
    void (async () => {
      if (!browserHasPasskeys()) return;
      const { passkeyAutofillSupported, signInWithPasskey } = await passkeySignIn();
      if (!(await passkeyAutofillSupported()) || !active) return;
      try {
        const answer = await signInWithPasskey(true, () => latest.current.agreementAccepted());
        if (answer && active) latest.current.onSuccess(answer, latest.current.draftOf());
      } catch {
        // Cancelled (the button's request replaced it, the form left) or shown by the API client.
      }
    })();
    return () => {
      active = false;
      if (browserHasPasskeys()) {
        void passkeySignIn().then(({ cancelPasskeyRequest }) => cancelPasskeyRequest());
      }
    };
  }, []);

  const onPasskey = async () => {
    setPasskeyBusy(true);
    setLocked(false);
    try {
      const { signInWithPasskey } = await passkeySignIn();
      const answer = await signInWithPasskey(false, agreementAccepted);
      if (answer) onSuccess(answer, draftOf());
    } catch (error) {
      // The API client has shown its errors; the browser's refusal or a cancel is told here.
      if (!isApiError(error)) toast.error(t('passkeyFailed'));
    } finally {
      setPasskeyBusy(false);
    }
  };

  const onSelectMode = (next: LoginMode) => {
    setMode(next);
    clearErrors();
  };

  // A code is on its way: sent now, or (11003) sent moments ago and still valid.
  const onCodeSent = () => {
    setCodeRequested(true);
    clearErrors('code');
  };

  const onRequestCode = async () => {
    const valid = await form.checkFields(schema, ['account', 'areaCode', 'sliderTicket']);
    if (!valid) return undefined;
    const current = getValues();
    return sendAuthCode(
      {
        purpose: 'login',
        account: await accountUsername(current, current.country),
        language: i18n.language,
      },
      { sliderTicket: takeSliderTicket() },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    startSubmit(async () => {
      const checked = await form.validate(schema);
      if (checked === undefined) return;
      const { account, areaCode, country: from, password, code, agreementAccepted } = checked;
      setLocked(false);
      const options = { sliderTicket: takeSliderTicket() };
      const username = await accountUsername(checked, from);
      try {
        const answer =
          mode === 'password'
            ? await loginWithPassword({ username, password, country: from }, options)
            : await loginWithCode({ username, code, country: from }, options);
        onSuccess(answer, { mode, account, areaCode, country: from, agreementAccepted });
      } catch (error) {
        // The API client has shown the error; a lock also stays on the form.
        setLocked(matchApiError(error, loginErrors) ?? false);
      }
    });
  };

  return (
    <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
      <FormFields>
        <Tabs
          label={t('modeLabel')}
          tabs={[
            { value: 'password', label: t('passwordMode') },
            { value: 'code', label: t('codeMode') },
          ]}
          selected={mode}
          onSelect={onSelectMode}
        >
          <AccountInput
            label={t('accountLabel')}
            placeholder={t('accountPlaceholder')}
            purpose="signIn"
            country={country}
            account={values.account}
            areaCode={values.areaCode}
            accountProps={{
              name: 'account',
              ref: accountRef,
              // Offers the site's passkeys among the suggestions (conditional UI).
              autoComplete: 'username webauthn',
              ...bind('account'),
            }}
            areaCodeProps={{ name: 'areaCode', ...bind('areaCode') }}
            accountError={fieldError('account')}
            areaCodeError={fieldError('areaCode')}
          />
          {mode === 'password' ? (
            <PasswordField
              label={t('passwordLabel')}
              autoComplete="current-password"
              error={fieldError('password')}
              name="password"
              {...bind('password')}
            />
          ) : (
            <CodeField
              error={fieldError('code')}
              onRequestCode={onRequestCode}
              onCodeSent={onCodeSent}
              name="code"
              {...bind('code')}
            />
          )}
        </Tabs>
        <CountrySelect
          label={t('countryLabel')}
          error={fieldError('country')}
          name="country"
          value={country}
          onChange={(event) => {
            setValue('country', event.target.value);
            // The area code follows the country/region; another one may be chosen after it.
            setValue('areaCode', dialCodeOf(event.target.value));
          }}
        />
        <SliderCheck
          ticket={values.sliderTicket}
          onTicketChange={(ticket) => {
            setValue('sliderTicket', ticket);
            if (ticket) clearErrors('sliderTicket');
          }}
          error={fieldError('sliderTicket')}
        />
        <AgreementCheckbox
          country={country}
          error={fieldError('agreementAccepted')}
          name="agreementAccepted"
          checked={values.agreementAccepted}
          onChange={(event) => setValue('agreementAccepted', event.target.checked)}
        />
        {locked && <LockedAlert />}
        <Button type="submit" disabled={isSubmitting}>
          {t('submit')}
        </Button>
        {passkeys && (
          <Button
            variant="secondary"
            disabled={isSubmitting || passkeyBusy}
            onClick={() => void onPasskey()}
          >
            {t('passkeySignIn')}
          </Button>
        )}
        <ProductServiceNotice country={country} />
        <p className="form__links">
          <TextLink to={paths.reset}>{t('forgotPassword')}</TextLink>
          <TextLink to={paths.register}>{t('registerLink')}</TextLink>
        </p>
      </FormFields>
    </form>
  );
}
