import { useId, useState } from 'react';

/**
 * A control kept in the component's state (a SelectField or TextareaField of a staff form): its id (unique on the
 * page), its value and its onChange, spread on the field: `<TextareaField {...reason} label="Why" maxLength={500} />`.
 * `onChange('')` empties it after the action is done.
 */
export function useFieldState<V>(initial: V) {
  const id = useId();
  const [value, onChange] = useState(initial);
  return { id, value, onChange };
}
