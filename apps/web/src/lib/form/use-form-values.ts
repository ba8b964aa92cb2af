import { useRef, useState } from 'react';
import type * as z from 'zod/mini';
import { useFieldErrorText } from '#lib/form/use-field-error-text.ts';
import { useFocusFirstError } from '#lib/form/use-focus-first-error.ts';

/** The text key of each field's first problem (top-level field names only). */
export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/** The first issue's message of each top-level field, as react-hook-form's zod resolver keeps it. */
function fieldErrorsOf<T>(issues: readonly z.core.$ZodIssue[]): FieldErrors<T> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field] = issue.message;
  }
  return errors as FieldErrors<T>;
}

/**
 * A short form's values and errors, checked by a zod mini schema (`safeParseAsync`): the login
 * form's state without a form library (its first load carries none). Like react-hook-form's
 * defaults, a form is checked on submit, and after its first check every change checks the
 * changed field again. The rest is the set-up of the other forms (`useSchemaForm`): after a
 * submit that left errors the first invalid field in reading order takes the focus (put
 * `formRef` on the <form>); `fieldError(name)` is a field's error text in the current language.
 */
export function useFormValues<T extends Record<string, unknown>>(initial: () => T) {
  const [values, setValues] = useState(initial);
  const latest = useRef(values);
  /** The schema of the last check: a change after a submit is checked by it again. */
  const lastSchema = useRef<z.ZodMiniType<unknown, T> | undefined>(undefined);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [submitCount, setSubmitCount] = useState(0);

  const check = async <O>(
    schema: z.ZodMiniType<O, T>,
  ): Promise<{ data?: O; errors: FieldErrors<T> }> => {
    lastSchema.current = schema;
    const result = await schema.safeParseAsync(latest.current);
    return result.success
      ? { data: result.data, errors: {} }
      : { errors: fieldErrorsOf<T>(result.error.issues) };
  };

  /** Checks `names` only (e.g. what "Get code" needs); true when they are valid. */
  const checkFields = async (
    schema: z.ZodMiniType<unknown, T>,
    names: readonly (keyof T & string)[],
  ): Promise<boolean> => {
    const found = (await check(schema)).errors;
    setErrors((current) => {
      const next = { ...current };
      for (const name of names) next[name] = found[name];
      return next;
    });
    setSubmitCount((count) => count + 1);
    return names.every((name) => found[name] === undefined);
  };

  const setValue = <K extends keyof T & string>(name: K, value: T[K]) => {
    latest.current = { ...latest.current, [name]: value };
    setValues(latest.current);
    const schema = lastSchema.current;
    if (schema === undefined) return;
    void check(schema).then(({ errors: found }) =>
      setErrors((current) => ({ ...current, [name]: found[name] })),
    );
  };

  const clearErrors = (name?: keyof T & string) =>
    setErrors((current) => (name === undefined ? {} : { ...current, [name]: undefined }));

  /** Checks the whole form: its output when valid, else `undefined` (the errors are shown). */
  const validate = async <O>(schema: z.ZodMiniType<O, T>): Promise<O | undefined> => {
    const result = await check(schema);
    setErrors(result.errors);
    setSubmitCount((count) => count + 1);
    return result.data;
  };

  /** The values now, also inside a handler that started before the last change. */
  const getValues = () => latest.current;

  const formRef = useFocusFirstError(submitCount);
  const errorText = useFieldErrorText();
  const fieldError = (name: keyof T & string) => errorText(errors[name]);

  return {
    values,
    errors,
    submitCount,
    formRef,
    fieldError,
    setValue,
    getValues,
    clearErrors,
    checkFields,
    validate,
  };
}
