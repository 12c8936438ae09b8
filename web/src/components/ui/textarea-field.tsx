import { useId, type ComponentProps, type ReactNode } from 'react';
import { Textarea } from './input';
import { FieldError, Label } from './label';

type TextareaFieldProps = ComponentProps<'textarea'> & {
  label: string;
  /** Shown after the label, e.g. a required mark. */
  labelExtra?: ReactNode;
  error?: string;
  hint?: string;
};

/** A labelled textarea with its error announced through aria-describedby, and an optional hint. */
export function TextareaField({
  label,
  labelExtra,
  error,
  hint,
  id,
  ...props
}: TextareaFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const errorId = `${fieldId}-error`;
  const hintId = `${fieldId}-hint`;
  // The error takes the hint's place, as in TextField.
  const shownHint = error ? undefined : hint;
  const describedBy =
    [error && errorId, shownHint && hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={fieldId}>
        {label}
        {labelExtra}
      </Label>
      <Textarea
        id={fieldId}
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
