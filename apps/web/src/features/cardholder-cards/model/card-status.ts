import {
  CARD_TRANSITIONS,
  type CardDisplayStatus,
  type CardForm,
  type CardStatus,
  canSetPin,
} from '@causeway/domain';

/**
 * The status a cardholder is told (cardholder spec §4): active, locked, frozen by the organisation,
 * closed by the organisation; a card still awaiting activation (spec §4: "virtual cards may need
 * activation through an emailed link", physical cards are activated by linking) is its own case.
 */
export type CardholderStatus = CardDisplayStatus | 'awaitingActivation';

export function cardholderStatus(status: CardStatus): CardholderStatus {
  return status === 'inactive' ? 'awaitingActivation' : status;
}

/** How the person activates a card awaiting activation: link a physical card, or open the email. */
export type ActivationRoute = 'linkCard' | 'emailedLink';

/** What one card's page offers its holder, by status and form. */
export type CardholderCardOptions = {
  status: CardholderStatus;
  /** The lock prompt the holder may use now (the transition table decides), or none. */
  lockAction: 'lock' | 'unlock' | null;
  /** Frozen or closed by the organisation: "contact the organisation" (spec §4). */
  contactOrganisation: boolean;
  activation: ActivationRoute | null;
  /** The PIN page: physical cards in a status that takes a PIN (spec §4). */
  setPin: boolean;
  /** The virtual card details page: any virtual card that is not closed. */
  cardDetails: boolean;
};

export function cardholderCardOptions(card: { status: CardStatus; form: CardForm }): CardholderCardOptions {
  const { status, form } = card;
  const lockAction = CARD_TRANSITIONS.lock.from.includes(status)
    ? 'lock'
    : CARD_TRANSITIONS.unlock.from.includes(status)
      ? 'unlock'
      : null;
  return {
    status: cardholderStatus(status),
    lockAction,
    contactOrganisation: status === 'frozen' || status === 'closed',
    activation: status === 'inactive' ? (form === 'physical' ? 'linkCard' : 'emailedLink') : null,
    setPin: form === 'physical' && canSetPin(status),
    cardDetails: form === 'virtual' && status !== 'closed',
  };
}
