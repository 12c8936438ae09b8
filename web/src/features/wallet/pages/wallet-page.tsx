export function WalletPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold">Wallet</h1>
    </div>
  );
}
