import { SignOutButton } from '../../../components/sign-out-button';
import { Tabs } from 'radix-ui';
import { Badge } from '../../../components/ui/badge';
import { useAuth } from '../../../lib/auth';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AdminGate } from '../components/admin-gate';

const tabs = [
  { value: 'create', label: 'Create Tour' },
  { value: 'images', label: 'Images Manager' },
  { value: 'micro-tours', label: 'Micro-Tours' },
  { value: 'tools', label: 'Tools' },
] as const;

function AdminPanel() {
  const auth = useAuth();
  useDocumentTitle('Tour Admin');

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <div className="flex items-center gap-3">
            <h1 className="text-3xl font-bold text-stone-900">Tour Admin</h1>
            <Badge className="bg-emerald-100 text-emerald-900">Admin Panel</Badge>
          </div>
          <p className="mt-1 text-stone-600">Welcome, {auth.user?.email}</p>
        </div>
        <SignOutButton label="Sign Out" />
      </div>
      <Tabs.Root defaultValue="create" className="mt-8">
        <Tabs.List
          aria-label="Admin sections"
          className="flex flex-wrap gap-1 border-b border-stone-200"
        >
          {tabs.map((tab) => (
            <Tabs.Trigger
              key={tab.value}
              value={tab.value}
              className="-mb-px border-b-2 border-transparent px-4 py-2 text-sm font-medium text-stone-600 data-[state=active]:border-emerald-700 data-[state=active]:text-emerald-800"
            >
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Content key={tab.value} value={tab.value} className="py-8">
            <p className="text-stone-600">{tab.label} is not available yet.</p>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}

export function AdminPage() {
  return (
    <AdminGate>
      <AdminPanel />
    </AdminGate>
  );
}
