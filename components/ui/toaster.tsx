"use client";

// Toasts for "it worked" and "it failed" (sonner announces them in a polite live region).
import { Toaster as SonnerToaster } from "sonner";

export { toast } from "sonner";

export function Toaster() {
  return <SonnerToaster position="bottom-right" richColors closeButton duration={5000} />;
}
