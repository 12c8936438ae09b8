import { Trans, useLingui } from '@lingui/react/macro';
import { DropdownMenu } from 'radix-ui';
import { LayoutDashboard, LogOut, Settings } from 'lucide-react';
import { useNavigate } from 'react-router';
import { signOut } from '../../lib/auth';

function initialsOf(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]!.toUpperCase())
      .join('') || 'U'
  );
}

export function AvatarMenu({ name, email }: { name: string; email: string }) {
  const navigate = useNavigate();
  const { t } = useLingui();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <button
          type="button"
          aria-label={t`Account menu`}
          className="flex size-10 items-center justify-center rounded-full bg-emerald-700 text-sm font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
        >
          {initialsOf(name)}
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-lg border border-stone-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <p className="text-sm font-medium text-stone-900">{name}</p>
            <p className="truncate text-xs text-stone-600">{email}</p>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-stone-200" />
          <DropdownMenu.Item
            onSelect={() => navigate('/dashboard')}
            className="flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-stone-800 outline-none data-highlighted:bg-stone-100"
          >
            <LayoutDashboard aria-hidden="true" className="size-4" /> <Trans>Dashboard</Trans>
          </DropdownMenu.Item>
          <DropdownMenu.Item
            onSelect={() => navigate('/settings')}
            className="flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-stone-800 outline-none data-highlighted:bg-stone-100"
          >
            <Settings aria-hidden="true" className="size-4" /> <Trans>Settings</Trans>
          </DropdownMenu.Item>
          <DropdownMenu.Item
            onSelect={() => void signOut()}
            className="flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-stone-800 outline-none data-highlighted:bg-stone-100"
          >
            <LogOut aria-hidden="true" className="size-4" /> <Trans>Sign out</Trans>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
