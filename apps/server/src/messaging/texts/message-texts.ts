import type { CodePurpose, Duration } from '@account-centre/contract';
import type { Period } from '#messaging/texts/case-forms.ts';

/** What a template fills in: the brand's display name, the action phrase, the code, its lifetime. */
export interface CodeTextInput {
  brand: string;
  action: string;
  code: string;
  /** The code's lifetime, for languages that need their own case forms. */
  lifetime: Duration;
  /** The lifetime in the language's words and plural forms, by Intl ("1 minute", "10 Minuten"). */
  validity: string;
  /** The same, abbreviated as the language does for SMS ("10 min", "10 Min."). */
  validityShort: string;
}

/**
 * Every e-mail and SMS text of one language. English is the reference (`texts/en.ts`); each
 * language is its own file, written by a fluent speaker, never machine-filled from English.
 */
export interface MessageTexts {
  codeEmail: {
    subject: (brand: string) => string;
    /** The purpose as a phrase that completes the body ("to <action>"). */
    action: Record<CodePurpose, string>;
    body: (input: CodeTextInput) => string;
  };
  emailChangedNotice: {
    subject: (brand: string) => string;
    /**
     * `validity` is the undo link's lifetime in Intl's words ("7 days", "7 Tage"); a language
     * whose sentence needs another case states `period` itself, by Intl's plural rules.
     */
    body: (input: {
      brand: string;
      newEmail: string;
      undoUrl: string;
      validity: string;
      period: Period;
    }) => string;
  };
  /**
   * After a password reset or change (ASVS 6.3.7), to the account's e-mail address, else by SMS
   * to its phone: what happened and the reset page to act on if it was not the user.
   */
  passwordChangedNotice: {
    subject: (brand: string) => string;
    body: (input: { brand: string; resetUrl: string }) => string;
    sms: (input: { brand: string; resetUrl: string }) => string;
  };
  /**
   * Short on purpose: with the default brand names every text fits one SMS segment (160 GSM-7
   * characters; 70 when the language needs UCS-2). The brand leads, as SMS senders and
   * carriers expect; the code comes early, so that phones offer to fill it in.
   */
  sms: {
    action: Record<CodePurpose, string>;
    body: (input: CodeTextInput) => string;
  };
  /**
   * The OpenID provider's own pages (decision 031): the confirmation of a sign-out an app asks
   * for (RP-initiated logout), the page after it, and the error page shown when an app's request
   * cannot be answered with a redirect back to it. `app` is the client's registered name.
   */
  providerPages: {
    logoutTitle: string;
    logoutQuestion: (input: { app: string; brand: string }) => string;
    logoutConfirm: string;
    logoutCancel: string;
    signedOutTitle: string;
    signedOutText: (brand: string) => string;
    errorTitle: string;
    /** What the user can do: go back to the app, or sign in here (the link below). */
    errorText: string;
    /** Labels the protocol's error code (`invalid_request`), shown for the app's developers. */
    errorCode: string;
    /** The link to the ordinary sign-in screen. */
    toLogin: string;
    /** `/session/end` without a session here: one more step (the form) ends the sign-out. */
    signingOutTitle: string;
    signingOutText: (brand: string) => string;
    /** The button that goes on (the sign-out without a session). */
    continue: string;
    /** The language switch in the page header (as the web app's). */
    languageLabel: string;
    /** Its button (the pages run no script, so a choice is sent with it). */
    languageChange: string;
    /** The page footer (as the web app's). */
    footer: (input: { year: number; brand: string }) => string;
  };
}
