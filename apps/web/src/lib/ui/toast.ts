import type { ExternalToast, toast as sonnerToast } from 'sonner';

type SonnerToast = typeof sonnerToast;

/**
 * The app's toasts. Sonner (and its stylesheet) is not part of the first load: the toaster
 * arrives as a lazy chunk right after the first render, and a toast asked for before it has
 * mounted is shown as soon as it has.
 */
let shown: SonnerToast | undefined;
const waiting: ((toast: SonnerToast) => void)[] = [];

function show(action: (toast: SonnerToast) => void): void {
  if (shown) action(shown);
  else waiting.push(action);
}

export const toast = {
  success: (message: string, options?: ExternalToast) => {
    show((toast) => toast.success(message, options));
  },
  error: (message: string, options?: ExternalToast) => {
    show((toast) => toast.error(message, options));
  },
};

/** Called by the mounted toaster: toasts go straight to it from now on. */
export function toasterMounted(toast: SonnerToast): void {
  shown = toast;
  for (const action of waiting.splice(0)) action(toast);
}

/** Called when the toaster unmounts: toasts wait for the next one. */
export function toasterUnmounted(): void {
  shown = undefined;
}
