import { Info } from 'lucide-react';

/** Why the visitor is asked to sign in, above the form (a fixed text chosen by a key). */
export function SignInReasonNotice({ text }: { text: string }) {
  return (
    <p
      role="status"
      className="mb-5 flex items-start gap-2 rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2.5 text-sm font-medium text-emerald-900"
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {text}
    </p>
  );
}
