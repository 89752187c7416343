import { achSchedule, type TransferSpeed, type TransferStatus } from '@causeway/domain';
import type { Transfer } from '../api/get-transfers.ts';

/** When a payment at this speed goes out and when the recipient should have the money (New York). */
export type ScheduleView = {
  speed: TransferSpeed;
  /** 'yyyy-MM-dd' and 'HH:mm' on New York wall clocks: the window the payment goes out in. */
  cutoffDate: string;
  cutoffTime: string;
  effectiveDate: string;
  expectedByDate: string;
};

export function scheduleView(speed: TransferSpeed, nowMs: number): ScheduleView {
  const schedule = achSchedule(speed, nowMs);
  const [cutoffDate = schedule.effectiveDate, cutoffTime = ''] = schedule.windowLabel.split(' ');
  return {
    speed,
    cutoffDate,
    cutoffTime,
    effectiveDate: schedule.effectiveDate,
    expectedByDate: schedule.expectedByDate,
  };
}

/**
 * Maker-checker: a payment above the business's threshold waits for a second person. No threshold
 * (null or absent) means none waits; an amount not yet valid decides nothing.
 */
export function needsApproval(
  amountCents: number | null,
  thresholdCents: number | null | undefined,
): boolean {
  return amountCents !== null && thresholdCents != null && amountCents > thresholdCents;
}

type ThresholdSettings = { transferApprovalThresholdCents?: number | null } | null | undefined;

/** The threshold that applies: the business's own setting when it has one, else its organisation's. */
export function approvalThreshold(own: ThresholdSettings, organization: ThresholdSettings): number | null {
  if (own && own.transferApprovalThresholdCents !== undefined) return own.transferApprovalThresholdCents;
  return organization?.transferApprovalThresholdCents ?? null;
}

export const TRANSFER_STATUS_COLORS: Record<TransferStatus, string> = {
  created: 'gray',
  processing: 'blue',
  completed: 'teal',
  failed: 'red',
};

export const APPROVAL_COLORS: Record<Transfer['approval'], string> = {
  not_required: 'gray',
  pending: 'yellow',
  approved: 'teal',
  rejected: 'red',
};

/** A calendar date the API sends as 'yyyy-MM-dd', as a local date (no shift across time zones). */
export function calendarDate(isoDate: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}

/** The date that matters for a transfer's row: when it completed or failed, else when it is expected. */
export function transferDate(transfer: Transfer): {
  kind: 'completed' | 'failed' | 'expected';
  date: string;
} {
  if (transfer.status === 'completed' && transfer.completedAt) {
    return { kind: 'completed', date: transfer.completedAt };
  }
  if (transfer.status === 'failed' && transfer.failedAt) return { kind: 'failed', date: transfer.failedAt };
  return { kind: 'expected', date: transfer.expectedByDate };
}

/** The API names the amount `amountCents`; the form's field is `amount`. */
export const FORM_FIELD_OF: Record<string, 'amount' | 'memo' | 'speed'> = {
  amountCents: 'amount',
  memo: 'memo',
  speed: 'speed',
};
