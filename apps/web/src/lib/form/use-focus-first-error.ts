import { useEffect, useRef } from 'react';

/**
 * After a submit that left fields in error, focuses the first of them in reading order (WCAG
 * 3.3.1). react-hook-form's own focusing follows registration order, in which a form's slider
 * (registered by the form itself) comes before the fields its children register. Pass the form's
 * `submitCount`; put the returned ref on the <form> and `shouldFocusError: false` in useForm.
 */
export function useFocusFirstError(submitCount: number) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (submitCount === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount]);
  return formRef;
}
