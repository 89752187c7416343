// Linking a card (cardholder spec §2): 1. the card ID, 2. the card details that prove the person
// holds it, 3. the PIN, offered at once (the card is linked, and activated if it was new).

export type LinkCardState =
  | { step: 'cardId'; cardId: string }
  | { step: 'details'; cardId: string; activationRequired: boolean }
  | { step: 'pin'; linkedCardId: string; activated: boolean }
  | { step: 'done'; linkedCardId: string; pin: string };

export type LinkCardEvent =
  | { type: 'validated'; cardId: string; activationRequired: boolean }
  | { type: 'back' }
  | { type: 'linked'; linkedCardId: string; status: string }
  | { type: 'pinSet'; pin: string };

export const LINK_CARD_STEP_COUNT = 3;

export const initialLinkCardState: LinkCardState = { step: 'cardId', cardId: '' };

/** The next state; an event that does not belong to the current step changes nothing. */
export function linkCardReducer(state: LinkCardState, event: LinkCardEvent): LinkCardState {
  switch (event.type) {
    case 'validated':
      return state.step === 'cardId'
        ? { step: 'details', cardId: event.cardId, activationRequired: event.activationRequired }
        : state;
    case 'back':
      // Back from the details keeps the typed card ID; once linked there is no way back.
      return state.step === 'details' ? { step: 'cardId', cardId: state.cardId } : state;
    case 'linked':
      return state.step === 'details'
        ? {
            step: 'pin',
            linkedCardId: event.linkedCardId,
            activated: state.activationRequired && event.status === 'active',
          }
        : state;
    case 'pinSet':
      return state.step === 'pin'
        ? { step: 'done', linkedCardId: state.linkedCardId, pin: event.pin }
        : state;
  }
}

/** "Step n of 3"; the done page stays on the last step. */
export function linkCardStepNumber(state: LinkCardState): number {
  switch (state.step) {
    case 'cardId':
      return 1;
    case 'details':
      return 2;
    case 'pin':
    case 'done':
      return 3;
  }
}
