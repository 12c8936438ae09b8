import { useDocumentTitle } from '../../../lib/use-document-title';
import { AdminGate } from '../components/admin-gate';

function AdminImages() {
  useDocumentTitle('Admin Tour Cover Images');
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900">Admin Tour Cover Images</h1>
      <p className="mt-4 text-stone-600">The cover image fixing tool is not available yet.</p>
    </div>
  );
}

export function AdminImagesPage() {
  return (
    <AdminGate>
      <AdminImages />
    </AdminGate>
  );
}
