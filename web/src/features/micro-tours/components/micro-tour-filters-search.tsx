import '../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useTypedSearch } from '../../../lib/use-typed-search';

/**
 * The search box keeps what is typed and hands it on once typing pauses (useTypedSearch). A
 * change from outside (Clear filters, back button) replaces the text.
 */
export function MicroTourSearchField({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (search: string) => void;
}) {
  const { t } = useLingui();
  const [text, setText] = useTypedSearch(value, (typed) => onSearch(typed.trim()));

  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor="micro-tour-search">
        <Trans>Search</Trans>
      </Label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
        />
        <Input
          id="micro-tour-search"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t`Title or description`}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
          className="pl-9"
        />
      </div>
    </div>
  );
}
