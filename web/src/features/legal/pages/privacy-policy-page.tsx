export function PrivacyPolicyPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold">Privacy Policy</h1>
    </div>
  );
}
