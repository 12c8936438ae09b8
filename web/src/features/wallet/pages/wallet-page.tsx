import { Card } from '../../../components/ui/card';
import { useDocumentTitle } from '../../../lib/use-document-title';

export function WalletPage() {
  useDocumentTitle('Wallet');
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900">Wallet</h1>
      <Card className="mt-8 p-6">
        <p className="text-stone-600">
          Top-ups and wallet payments are not available yet. Your account is ready for them.
        </p>
      </Card>
    </div>
  );
}
