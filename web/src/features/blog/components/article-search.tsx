import '../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { useId } from 'react';
import { Input } from '../../../components/ui/input';

export function ArticleSearch({
  value,
  onChange,
}: {
  value: string;
  onChange: (query: string) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="relative w-full shrink-0 sm:max-w-sm lg:w-64">
      <label htmlFor={id} className="sr-only">
        <Trans>Search articles</Trans>
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
      />
      <Input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t`Search articles...`}
        autoComplete="off"
        className="pl-9"
      />
    </div>
  );
}
