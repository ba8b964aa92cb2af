import { useId } from 'react';

/** A secret shown once: a read-only field the admin can select and copy. */
export function ShownOnceField({ label, value }: { label: string; value: string }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        readOnly
        value={value}
        spellCheck={false}
        autoComplete="off"
        onFocus={(event) => event.currentTarget.select()}
      />
    </div>
  );
}
