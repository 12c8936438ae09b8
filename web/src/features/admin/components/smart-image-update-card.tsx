import { Sparkles } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LaterActionNote } from './later-action-note';

/** The Smart Image Update card of the Micro-Tours and Tools tabs; `children` says what it picks. */
export function SmartImageUpdateCard({ children }: { children: ReactNode }) {
  const noteId = useId();
  return (
    <Card className="p-4 sm:p-6">
      <h3 className="flex items-center gap-2 text-lg font-semibold text-stone-900">
        <Sparkles aria-hidden="true" className="size-5 text-emerald-700" /> Smart Image Update
      </h3>
      <p className="mt-1 text-sm text-stone-600">{children}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button disabled aria-describedby={noteId}>
          Fix Missing Images
        </Button>
        <Button variant="outline" disabled aria-describedby={noteId}>
          Update All Images
        </Button>
      </div>
      <LaterActionNote id={noteId} />
    </Card>
  );
}
