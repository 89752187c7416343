/** One credit transfer to a recipient's account over RTP or FedNow. */
export type InstantPayment = {
  /** Our transfer id: the end-to-end id and the idempotency key, so a resend is a status inquiry. */
  transferId: string;
  amountCents: number;
  debtor: { name: string; routingNumber: string };
  creditor: {
    name: string;
    routingNumber: string;
    accountNumber: string;
    accountType: 'checking' | 'savings';
  };
  remittanceInformation: string | null;
};

/** The rail's answer (pacs.002): settled, refused with an ISO 20022 reason code, or not yet known. */
export type InstantRailAnswer =
  | { status: 'accepted' }
  | { status: 'rejected'; code: string }
  | { status: 'pending' };

export interface InstantRail {
  /** Throws when the rail cannot be reached or answers out of shape: the payment is asked again later. */
  send(payment: InstantPayment): Promise<InstantRailAnswer>;
}
