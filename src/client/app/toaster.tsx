import { Toaster } from 'sonner';

export default function AppToaster() {
  return <Toaster position="bottom-right" closeButton theme="system" toastOptions={{ duration: 10_000 }} />;
}
