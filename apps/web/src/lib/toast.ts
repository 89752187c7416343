import { TOAST_DURATION_MS } from '@causeway/domain';
import { notifications } from '@mantine/notifications';
import { i18n } from '../i18n/i18n.ts';

// Toasts of our own screens (invitation sent, program created); the spec times only its errors.
const SUCCESS_TOAST_DURATION_MS = 5_000;

/** The close button of a toast is named, in the page's language (axe: button-name). */
const closeButton = () => ({ 'aria-label': i18n.t('common.close') });

export type ToastDuration = keyof typeof TOAST_DURATION_MS;

/** An error toast with one of the spec's durations: webhooks 2 s, authentication 10 s, unexpected 20 s. */
export function showErrorToast(message: string, duration: ToastDuration = 'unexpected'): void {
  notifications.show({
    message,
    color: 'red',
    autoClose: TOAST_DURATION_MS[duration],
    withBorder: true,
    closeButtonProps: closeButton(),
  });
}

export function showSuccessToast(message: string): void {
  notifications.show({
    message,
    color: 'teal',
    autoClose: SUCCESS_TOAST_DURATION_MS,
    withBorder: true,
    closeButtonProps: closeButton(),
  });
}
