export default function SettingsPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold">Settings</h1>
      <p className="mt-2 text-muted">Customize your experience to match your needs</p>
    </div>
  );
}
