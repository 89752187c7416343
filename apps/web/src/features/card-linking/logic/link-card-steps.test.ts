import { describe, expect, it } from 'vitest';
import {
  initialLinkCardState,
  type LinkCardEvent,
  type LinkCardState,
  linkCardReducer,
  linkCardStepNumber,
} from './link-card-steps.ts';

const cardIdStep: LinkCardState = { step: 'cardId', cardId: 'AB12CD34EF' };
const detailsNew: LinkCardState = { step: 'details', cardId: 'AB12CD34EF', activationRequired: true };
const detailsActive: LinkCardState = { step: 'details', cardId: 'AB12CD34EF', activationRequired: false };
const pinStep: LinkCardState = { step: 'pin', linkedCardId: 'card-1', activated: true };
const done: LinkCardState = { step: 'done', linkedCardId: 'card-1', pin: '1357' };

const validated: LinkCardEvent = { type: 'validated', cardId: 'XY98ZW76VU', activationRequired: true };
const linkedActive: LinkCardEvent = { type: 'linked', linkedCardId: 'card-1', status: 'active' };
const linkedLocked: LinkCardEvent = { type: 'linked', linkedCardId: 'card-1', status: 'locked' };
const pinSet: LinkCardEvent = { type: 'pinSet', pin: '1357' };
const back: LinkCardEvent = { type: 'back' };

describe('linking a card, step by step', () => {
  it.each<[string, LinkCardState, LinkCardEvent, LinkCardState]>([
    [
      'a checked card ID leads to the details',
      cardIdStep,
      validated,
      { step: 'details', cardId: 'XY98ZW76VU', activationRequired: true },
    ],
    ['back from the details keeps the card ID', detailsNew, back, cardIdStep],
    [
      'linking a new card activates it',
      detailsNew,
      linkedActive,
      { step: 'pin', linkedCardId: 'card-1', activated: true },
    ],
    [
      'linking a card already in use does not say activated',
      detailsActive,
      linkedActive,
      { step: 'pin', linkedCardId: 'card-1', activated: false },
    ],
    [
      'a new card that did not become active is not said activated',
      detailsNew,
      linkedLocked,
      { step: 'pin', linkedCardId: 'card-1', activated: false },
    ],
    ['the PIN set leads to the done page', pinStep, pinSet, done],
    // Events that do not belong to the step change nothing.
    ['no linking before the card ID is checked', cardIdStep, linkedActive, cardIdStep],
    ['no PIN before linking', detailsNew, pinSet, detailsNew],
    ['no way back once linked', pinStep, back, pinStep],
    ['no new card ID once linked', pinStep, validated, pinStep],
    ['the done page stays', done, validated, done],
    ['back from the first step stays', cardIdStep, back, cardIdStep],
  ])('%s', (_name, state, event, expected) => {
    expect(linkCardReducer(state, event)).toEqual(expected);
  });

  it.each<[LinkCardState, number]>([
    [initialLinkCardState, 1],
    [detailsNew, 2],
    [pinStep, 3],
    [done, 3],
  ])('%j is step %i of 3', (state, step) => {
    expect(linkCardStepNumber(state)).toBe(step);
  });
});
