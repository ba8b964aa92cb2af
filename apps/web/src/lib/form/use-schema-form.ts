import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useMemo, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  useFormContext,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type SubmitHandler,
} from 'react-hook-form';
import type * as z from 'zod/mini';
import { useFieldErrorText } from '#lib/form/use-field-error-text.ts';
import { useFocusFirstError } from '#lib/form/use-focus-first-error.ts';

/** The message of a top-level field's error (the forms' values are flat). */
function messageOf(errors: FieldErrors, name: string): string | undefined {
  const message: unknown = errors[name]?.message;
  return typeof message === 'string' ? message : undefined;
}

/**
 * A field's error text in the current language, from the errors of a react-hook-form form: for
 * the form's own fields (`useSchemaForm`) and for parts of it that read the form from its
 * FormProvider (`useSchemaFormContext`).
 */
function useFieldErrorOf<T extends FieldValues>(
  errors: FieldErrors<T>,
): (name: Path<T>) => string | undefined {
  const errorText = useFieldErrorText();
  return (name) => errorText(messageOf(errors, name));
}

/**
 * The set-up every react-hook-form form of the app shares (the login form, which carries no form
 * library, has the same in `useFormValues`): values checked by a zod mini `schema` on submit and,
 * after the first submit, on every change (react-hook-form's defaults); after a submit that left
 * errors the first invalid field in reading order takes the focus (`useFocusFirstError`: put
 * `formRef` on the <form>); `fieldError(name)` is a field's error text in the current language;
 * `submitWith(onValid)` is the <form>'s `onSubmit`: react-hook-form's `handleSubmit`, its promise
 * voided because React ignores what an event handler returns (lint: no-misused-promises).
 * A schema that depends on state is memoized by the caller (`useMemo`): a new one re-creates the
 * resolver.
 */
export function useSchemaForm<T extends FieldValues, O>(
  schema: z.ZodMiniType<O, T>,
  defaultValues: DefaultValues<T>,
) {
  const resolver = useMemo(() => zodResolver(schema), [schema]);
  const form = useForm<T, unknown, O>({
    resolver,
    defaultValues,
    // useFocusFirstError focuses in reading order instead.
    shouldFocusError: false,
  });
  const { errors, submitCount } = form.formState;
  const formRef = useFocusFirstError(submitCount);
  const fieldError = useFieldErrorOf(errors);
  const { handleSubmit } = form;
  const submitWith = useCallback(
    (onValid: SubmitHandler<O>) => (event?: BaseSyntheticEvent) => {
      void handleSubmit(onValid)(event);
    },
    [handleSubmit],
  );
  return { ...form, formRef, fieldError, submitWith };
}

/** The form of the FormProvider around a part of a form, with its `fieldError` (see `useSchemaForm`). */
export function useSchemaFormContext<T extends FieldValues>() {
  const form = useFormContext<T>();
  const fieldError = useFieldErrorOf(form.formState.errors);
  return { ...form, fieldError };
}
