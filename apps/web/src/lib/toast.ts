import { TOAST_DURATION_MS } from '@causeway/domain';
import type { NotificationData } from '@mantine/notifications';
import { useSyncExternalStore } from 'react';
import { i18n } from '../i18n/i18n.ts';

// Toasts of our own screens (invitation sent, program created); the spec times only its errors.
const SUCCESS_TOAST_DURATION_MS = 5_000;

/** The close button of a toast is named, in the page's language (axe: button-name). */
const closeButton = () => ({ 'aria-label': i18n.t('common.close') });

export type ToastDuration = keyof typeof TOAST_DURATION_MS;

// The toast container and its store (Mantine's notifications, with its transition and scroll
// libraries: about 15 KiB gzip) load with the first toast, not with the first screen, which
// seldom shows one. The container mounts then (ToastContainer) and shows the queued toast.
const importNotifications = () => import('@mantine/notifications');
let containerWanted = false;
const containerListeners = new Set<() => void>();

function show(toast: NotificationData): void {
  if (!containerWanted) {
    containerWanted = true;
    for (const listener of containerListeners) listener();
  }
  void importNotifications().then(({ notifications }) => notifications.show(toast));
}

/** Whether a toast was asked for, so the container is to be mounted (app/providers.tsx). */
export function useToastContainerWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      containerListeners.add(listener);
      return () => containerListeners.delete(listener);
    },
    () => containerWanted,
    // A prerendered page (src/prerender) has shown no toast.
    () => false,
  );
}

export const loadToastContainer = () =>
  importNotifications().then((module) => ({ default: module.Notifications }));

/** An error toast with one of the spec's durations: webhooks 2 s, authentication 10 s, unexpected 20 s. */
export function showErrorToast(message: string, duration: ToastDuration = 'unexpected'): void {
  show({
    message,
    color: 'red',
    autoClose: TOAST_DURATION_MS[duration],
    withBorder: true,
    closeButtonProps: closeButton(),
  });
}

export function showSuccessToast(message: string): void {
  show({
    message,
    color: 'teal',
    autoClose: SUCCESS_TOAST_DURATION_MS,
    withBorder: true,
    closeButtonProps: closeButton(),
  });
}
