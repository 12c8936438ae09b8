import { Mail } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toaster';

const emailSchema = z.email();

/** NOTE: the spec does not say what subscribing does, so nothing is sent or stored. */
export function NewsletterBox() {
  const inputId = useId();
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!emailSchema.safeParse(email.trim()).success) {
      setError('Please enter a valid email address.');
      return;
    }
    setError(undefined);
    setEmail('');
    toast.success('Thanks for subscribing!');
  }

  return (
    <section
      aria-labelledby="newsletter-heading"
      className="rounded-2xl bg-emerald-800 px-6 py-10 text-white sm:px-10"
    >
      <div className="mx-auto flex max-w-2xl flex-col items-center text-center">
        <Mail aria-hidden="true" className="size-8 text-emerald-200" />
        <h2 id="newsletter-heading" className="mt-3 text-2xl font-bold">
          Get the Slow Travel Letter
        </h2>
        <p className="mt-2 text-emerald-50">
          New micro-tours, rail tips and stories from our guides, once a month.
        </p>
        <form noValidate onSubmit={handleSubmit} className="mt-6 w-full max-w-md text-left">
          <label htmlFor={inputId} className="sr-only">
            Email address
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id={inputId}
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder="you@example.com"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="h-11"
            />
            <Button
              type="submit"
              className="h-11 bg-white! text-emerald-900! hover:bg-emerald-50! focus-visible:outline-white!"
            >
              Subscribe
            </Button>
          </div>
          {error && (
            <p id={errorId} className="mt-2 text-sm font-medium text-amber-200">
              {error}
            </p>
          )}
        </form>
      </div>
    </section>
  );
}
