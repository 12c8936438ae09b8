import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { signOut } from '../lib/auth';
import { Button } from './ui/button';

/** Signs out everywhere and lands on the sign-in page, as the dashboard and admin panel do. */
export function SignOutButton({ label }: { label: string }) {
  const navigate = useNavigate();
  async function handleSignOut() {
    // The guarded page has usually sent the member to /login already: no second entry.
    if (await signOut()) await navigate('/login', { replace: true });
  }
  return (
    <Button variant="outline" onClick={() => void handleSignOut()}>
      <LogOut aria-hidden="true" /> {label}
    </Button>
  );
}
