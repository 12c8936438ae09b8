/** Why an image tool's buttons are off: honest about what is not built yet. */
export function LaterActionNote({ id }: { id: string }) {
  return (
    <p id={id} className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
      Not available yet: the server function behind this tool arrives in a later release. Until
      then, pictures can be changed one tour at a time in the Images Manager.
    </p>
  );
}
