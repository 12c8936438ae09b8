import { useId, type ComponentProps, type ReactNode } from 'react';
import { Textarea } from './input';
import { FieldError, Label } from './label';

type TextareaFieldProps = ComponentProps<'textarea'> & {
  label: string;
  /** Shown after the label, e.g. a required mark. */
  labelExtra?: ReactNode;
  error?: string;
};

/** A labelled textarea with its error announced through aria-describedby. */
export function TextareaField({ label, labelExtra, error, id, ...props }: TextareaFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const errorId = `${fieldId}-error`;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={fieldId}>
        {label}
        {labelExtra}
      </Label>
      <Textarea
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...props}
      />
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
