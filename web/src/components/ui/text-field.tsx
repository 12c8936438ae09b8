import { useId, type ComponentProps, type ReactNode } from 'react';
import { Input } from './input';
import { FieldError, Label } from './label';

type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  /** Shown after the label, e.g. a required mark. */
  labelExtra?: ReactNode;
  error?: string;
  hint?: string;
};

/** A labelled input with its error (announced through aria-describedby) and an optional hint. */
export function TextField({ label, labelExtra, error, hint, id, ...props }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  // The error takes the hint's place: a rule is said once, not as a hint and again as an error.
  const shownHint = error ? undefined : hint;
  const describedBy =
    [error && errorId, shownHint && hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={inputId}>
        {label}
        {labelExtra}
      </Label>
      <Input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...props}
      />
      {shownHint && (
        <p id={hintId} className="text-xs text-stone-600">
          {shownHint}
        </p>
      )}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
