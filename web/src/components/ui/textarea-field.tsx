import { useId, type ComponentProps } from 'react';
import { Textarea } from './input';
import { FieldError, Label } from './label';

type TextareaFieldProps = ComponentProps<'textarea'> & { label: string; error?: string };

/** A labelled textarea with its error announced through aria-describedby. */
export function TextareaField({ label, error, id, ...props }: TextareaFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const errorId = `${fieldId}-error`;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={fieldId}>{label}</Label>
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
