import {
  useController,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';

/** The slider ticket's field name in every form that has a slider. */
type WithSliderTicket = FieldValues & { sliderTicket: string };

/**
 * A form's slider ticket field (docs/decisions/009-slide-to-verify.md): the props of
 * `<SliderCheck>` and `takeTicket()`, which hands the ticket to one call and empties the field —
 * each ticket opens one call, and the slider asks again for the next.
 */
export function useSliderField<T extends WithSliderTicket, O>(form: UseFormReturn<T, unknown, O>) {
  const name = 'sliderTicket' as Path<T>;
  const { field } = useController({ control: form.control, name });
  const takeTicket = (): string => {
    const ticket = String(form.getValues(name));
    form.setValue(name, '' as PathValue<T, Path<T>>);
    return ticket;
  };
  const onTicketChange = (ticket: string) => {
    field.onChange(ticket);
    if (ticket) form.clearErrors(name);
  };
  return {
    takeTicket,
    sliderProps: { ticket: String(field.value), onTicketChange, focusRef: field.ref },
  };
}
