import { TOAST_DURATION_MS } from '@causeway/domain';
import { notifications } from '@mantine/notifications';

// Toasts of our own screens (invitation sent, program created); the spec times only its errors.
const SUCCESS_TOAST_DURATION_MS = 5_000;

export type ToastDuration = keyof typeof TOAST_DURATION_MS;

/** An error toast with one of the spec's durations: webhooks 2 s, authentication 10 s, unexpected 20 s. */
export function showErrorToast(message: string, duration: ToastDuration = 'unexpected'): void {
  notifications.show({ message, color: 'red', autoClose: TOAST_DURATION_MS[duration], withBorder: true });
}

export function showSuccessToast(message: string): void {
  notifications.show({ message, color: 'teal', autoClose: SUCCESS_TOAST_DURATION_MS, withBorder: true });
}
